/** Where a build's `mf-manifest.json` names the `@shop/shared` contract version it was built with. */
export const CONTRACT_VERSION_KEY = 'shopContractVersion';

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

function parse(version: string): [number, number, number] | null {
  const match = SEMVER.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * Whether a remote built against `remoteVersion` of the contract can run on a shell that provides
 * `shellVersion`: the shell's version must satisfy the caret range `^remoteVersion`. The same
 * major, and the shell at least as new (a remote may use what it was built against, never more);
 * under 0.x a minor is a breaking change, so the minor must match too. Anything unparsable is
 * refused. The shell applies it before running a remote, and `npm run check:contracts` before a
 * release.
 */
export function isContractCompatible(remoteVersion: unknown, shellVersion: string): boolean {
  if (typeof remoteVersion !== 'string') return false;
  const remote = parse(remoteVersion);
  const shell = parse(shellVersion);
  if (!remote || !shell) return false;
  const [remoteMajor, remoteMinor, remotePatch] = remote;
  const [shellMajor, shellMinor, shellPatch] = shell;
  if (remoteMajor !== shellMajor) return false;
  if (remoteMajor === 0) return remoteMinor === shellMinor && remotePatch <= shellPatch;
  return remoteMinor < shellMinor || (remoteMinor === shellMinor && remotePatch <= shellPatch);
}
