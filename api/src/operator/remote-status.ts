import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  CONTRACT_VERSION_KEY,
  REMOTE_NAMES,
  isContractCompatible,
  type OperatorRemoteStatus,
  type OperatorRemotesResponse,
} from '@shop/shared/contracts';
import type { AppConfig } from '../config';
import { readPointer, remoteReleasesDir } from '../cdn';

const MANIFEST_TIMEOUT_MS = 2000;

type ManifestMetaData = Record<string, unknown>;

async function manifestMetaData(url: string): Promise<ManifestMetaData | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    if (!response.ok) return null;
    const manifest = (await response.json()) as { metaData?: ManifestMetaData } | null;
    return manifest?.metaData ?? {};
  } catch {
    return null;
  }
}

async function modifiedAt(file: string): Promise<string | null> {
  try {
    return (await stat(file)).mtime.toISOString();
  } catch {
    return null;
  }
}

async function shellContractVersion(shellDist: string): Promise<string | null> {
  try {
    const manifest = JSON.parse(
      await readFile(path.join(shellDist, 'mf-manifest.json'), 'utf8'),
    ) as {
      metaData?: ManifestMetaData;
    };
    const version = manifest.metaData?.[CONTRACT_VERSION_KEY];
    return typeof version === 'string' ? version : null;
  } catch {
    return null;
  }
}

/** Each remote's live build as the server and the CDN's release pointers see it now. */
export async function remoteStatuses(config: AppConfig): Promise<OperatorRemotesResponse> {
  const shellVersion = await shellContractVersion(config.shellDist);
  const remotes = await Promise.all(
    REMOTE_NAMES.map(async (remote): Promise<OperatorRemoteStatus> => {
      const { entry, distDir, cdnPath } = config.remotes[remote];
      const releasesDir = remoteReleasesDir(config.releasesDir, cdnPath);
      const pointer = readPointer(releasesDir);
      const metaData = await manifestMetaData(entry);
      const declared = metaData?.[CONTRACT_VERSION_KEY];
      const contractVersion = typeof declared === 'string' ? declared : null;
      const liveFolder = pointer ? path.join(releasesDir, pointer.live) : distDir;
      return {
        remote,
        manifestUrl: entry,
        manifestAnswers: metaData !== null,
        contractVersion,
        compatibleWithShell:
          shellVersion !== null && isContractCompatible(contractVersion, shellVersion),
        liveRelease: pointer?.live ?? null,
        builtAt: await modifiedAt(path.join(liveFolder, 'mf-manifest.json')),
        previousRelease: pointer
          ? (pointer.versions[pointer.versions.indexOf(pointer.live) + 1] ?? null)
          : null,
        releases: pointer?.versions ?? [],
      };
    }),
  );
  return { shellContractVersion: shellVersion, remotes };
}
