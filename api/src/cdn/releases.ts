import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** How many releases of a remote are kept: the live one and the ones a rollback may go back to. */
export const RELEASES_KEPT = 5;

const POINTER_FILE = 'live.json';

/**
 * A remote's releases: `versions` newest first (at most `RELEASES_KEPT`), and the one that is
 * live. Stored as `<releasesDir>/<cdnPath>/live.json` beside one folder per version.
 */
export interface ReleasePointer {
  live: string;
  versions: string[];
}

/** The folder holding a remote's releases. */
export function remoteReleasesDir(releasesDir: string, cdnPath: string): string {
  return path.join(releasesDir, cdnPath);
}

function isPointer(value: unknown): value is ReleasePointer {
  const pointer = value as Partial<ReleasePointer> | null;
  return (
    typeof pointer?.live === 'string' &&
    Array.isArray(pointer.versions) &&
    pointer.versions.every((version) => typeof version === 'string') &&
    pointer.versions.includes(pointer.live)
  );
}

/** The remote's pointer, or null when it has never been released (the build folder is served). */
export function readPointer(remoteDir: string): ReleasePointer | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path.join(remoteDir, POINTER_FILE), 'utf8'));
    return isPointer(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Where the CDN looks for a remote's files, in order: the live release first (its manifest and
 * entry), then the older kept ones, whose hashed chunks tabs opened before the switch still ask for.
 */
export function servingFolders(remoteDir: string, pointer: ReleasePointer): string[] {
  const order = [pointer.live, ...pointer.versions.filter((version) => version !== pointer.live)];
  return order.map((version) => path.join(remoteDir, version));
}

/** Writes the pointer in one step (a reader sees the old one or the new one, never half). */
function writePointer(remoteDir: string, pointer: ReleasePointer): void {
  mkdirSync(remoteDir, { recursive: true });
  const temporary = path.join(remoteDir, `${POINTER_FILE}.${process.pid}.tmp`);
  writeFileSync(temporary, `${JSON.stringify(pointer, null, 2)}\n`);
  renameSync(temporary, path.join(remoteDir, POINTER_FILE));
}

/**
 * Makes `version` (a folder already in `remoteDir`) live, keeps the newest `RELEASES_KEPT`
 * versions and deletes the folders of the others.
 */
export function goLive(remoteDir: string, version: string): ReleasePointer {
  if (!existsSync(path.join(remoteDir, version))) throw new Error(`No release ${version}`);
  const previous = readPointer(remoteDir)?.versions ?? [];
  const versions = [version, ...previous.filter((kept) => kept !== version)].slice(
    0,
    RELEASES_KEPT,
  );
  const pointer = { live: version, versions };
  writePointer(remoteDir, pointer);
  pruneReleases(remoteDir, versions);
  return pointer;
}

/**
 * Makes the release before the live one live again. Throws when there is none to go back to.
 * The versions stay kept, so a later rollback goes further back and a release goes forward.
 */
export function rollBack(remoteDir: string): ReleasePointer {
  const pointer = readPointer(remoteDir);
  if (!pointer) throw new Error('This remote has no release to roll back from.');
  const older = pointer.versions[pointer.versions.indexOf(pointer.live) + 1];
  if (!older)
    throw new Error(`${pointer.live} is the oldest release kept; there is none before it.`);
  const next = { ...pointer, live: older };
  writePointer(remoteDir, next);
  return next;
}

function pruneReleases(remoteDir: string, kept: string[]): void {
  for (const entry of readdirSync(remoteDir, { withFileTypes: true })) {
    if (entry.isDirectory() && !kept.includes(entry.name) && !entry.name.endsWith('.building'))
      rmSync(path.join(remoteDir, entry.name), { recursive: true, force: true });
  }
}

/** A new release's name: its time, sortable, and a random suffix against two at once. */
export function newReleaseName(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  return `${stamp}-${Math.random().toString(36).slice(2, 8)}`;
}
