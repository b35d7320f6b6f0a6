import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTRACT_VERSION_KEY, isContractCompatible } from '@shop/shared/contracts';

/** A build's federation manifest, as far as the check reads it. */
interface Manifest {
  metaData?: { buildInfo?: { buildName?: unknown }; [CONTRACT_VERSION_KEY]?: unknown };
}

/** Where a manifest is: a URL (a deployed build) or a file (a build on this machine). */
export type ManifestSource = string;

export interface ContractVerdict {
  remote: string;
  source: ManifestSource;
  /** The contract version the remote was built against, or null when its manifest names none. */
  builtAgainst: string | null;
  compatible: boolean;
  /** Why it was refused, naming both versions; null when compatible. */
  problem: string | null;
}

export async function readManifest(source: ManifestSource): Promise<Manifest> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    return (await response.json()) as Manifest;
  }
  return JSON.parse(await readFile(path.resolve(source), 'utf8')) as Manifest;
}

/** The contract version a manifest declares, or null. */
export function declaredContractVersion(manifest: Manifest): string | null {
  const version = manifest.metaData?.[CONTRACT_VERSION_KEY];
  return typeof version === 'string' ? version : null;
}

/**
 * Whether a remote's build may go live next to a shell that provides `shellVersion`, by the rule
 * the shell applies in the browser (`isContractCompatible`).
 */
export function judgeRemote(
  remote: string,
  source: ManifestSource,
  manifest: Manifest,
  shellVersion: string,
): ContractVerdict {
  const builtAgainst = declaredContractVersion(manifest);
  const compatible = isContractCompatible(builtAgainst, shellVersion);
  const problem = compatible
    ? null
    : builtAgainst === null
      ? `${remote} names no contract version in its manifest; the live shell provides ${shellVersion}.`
      : `${remote} was built against contract ${builtAgainst}; the live shell provides ${shellVersion}, which does not satisfy ^${builtAgainst}.`;
  return { remote, source, builtAgainst, compatible, problem };
}
