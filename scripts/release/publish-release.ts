import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { goLive, type ReleasePointer } from '@shop/api/releases';
import { declaredContractVersion, judgeRemote, readManifest } from '../contracts/contract-check';

export type PublishOutcome =
  | { published: true; version: string; pointer: ReleasePointer }
  | { published: false; problem: string };

/**
 * Takes a finished build (`building`, a folder in the remote's releases folder) live: only if the
 * live shell (`shellManifest`) can run it by the contract rule. A refused build is deleted and the
 * live release stays as it was.
 */
export async function publishRelease(options: {
  remote: string;
  remoteDir: string;
  building: string;
  version: string;
  shellManifest: string;
}): Promise<PublishOutcome> {
  const { remote, remoteDir, building, version, shellManifest } = options;
  const refuse = (problem: string): PublishOutcome => {
    rmSync(building, { recursive: true, force: true });
    return { published: false, problem };
  };
  const shellVersion = declaredContractVersion(await readManifest(shellManifest));
  if (!shellVersion) return refuse(`The live shell (${shellManifest}) names no contract version.`);
  const manifestFile = path.join(building, 'mf-manifest.json');
  const verdict = judgeRemote(remote, manifestFile, await readManifest(manifestFile), shellVersion);
  if (verdict.problem) return refuse(verdict.problem);
  renameSync(building, path.join(remoteDir, version));
  return { published: true, version, pointer: goLive(remoteDir, version) };
}
