import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';

/** A lock's age after which its holder is taken to be gone (it refreshes the lock twice as often). */
const STALE_MS = 10_000;
const REFRESH_MS = 2_000;

/** Who holds a data folder, written beside the lock so a refused start can say. */
export interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

/** A folder another live process holds: its message says who, and what to do instead. */
export class FolderInUseError extends Error {}

/** Who holds a folder, as words for a message. */
export function describeHolder(owner: LockOwner | null): string {
  return owner
    ? `the shop server with process id ${owner.pid} on ${owner.host}, started ${owner.startedAt}`
    : 'another shop server';
}

export class DataDirLockedError extends FolderInUseError {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    const holder = describeHolder(owner);
    super(
      `The database folder ${dataDir} is in use by ${holder}. ` +
        'Two servers on one embedded database would each lose the other’s writes. ' +
        'Stop that server first, or give this one its own folder with DATA_DIR=<another folder>.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

export interface FolderLock extends DataDirLock {
  /** This process, as written to the owner file. */
  owner: LockOwner;
}

export interface FolderLockPaths {
  /** The lock itself, kept fresh while the process runs. */
  lockPath: string;
  /** Who holds it (`LockOwner` as JSON), read by a refused process and by the commands. */
  ownerPath: string;
}

/**
 * Makes this process the only one using the embedded database in `dataDir`: PGlite keeps each
 * process's writes in its own memory until it closes, so a second process on the same folder
 * silently loses one of the two histories. The lock (`<dataDir>.lock`, kept fresh while the
 * process runs) of a process that was killed goes stale and is taken over; a live holder makes
 * this throw `DataDirLockedError` at once.
 */
export function lockDataDir(dataDir: string): Promise<DataDirLock> {
  return lockFolder(
    dataDir,
    { lockPath: `${dataDir}.lock`, ownerPath: `${dataDir}.owner.json` },
    (owner) => new DataDirLockedError(dataDir, owner),
  );
}

/**
 * Makes this process the only one holding `folder` (see `lockDataDir`); a live holder makes this
 * throw the error `refuse` makes of it.
 */
export async function lockFolder(
  folder: string,
  { lockPath, ownerPath }: FolderLockPaths,
  refuse: (owner: LockOwner | null) => Error,
): Promise<FolderLock> {
  const options = {
    realpath: false,
    lockfilePath: lockPath,
    stale: STALE_MS,
    update: REFRESH_MS,
    // If the lock cannot be kept fresh (its file removed, the disk gone), proper-lockfile throws
    // from a timer: the process stops through its uncaught-error path rather than write on.
  };

  let unlock: () => Promise<void>;
  try {
    unlock = await lockfile.lock(folder, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const owner = readOwner(ownerPath);
    if (!owner || isRunningHere(owner)) throw refuse(owner);
    // The holder died without releasing: its lock goes stale within STALE_MS, then is ours.
    unlock = await lockfile
      .lock(folder, {
        ...options,
        retries: { retries: STALE_MS / 500 + 2, factor: 1, minTimeout: 500, maxTimeout: 500 },
      })
      .catch(() => {
        throw refuse(owner);
      });
  }

  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
  };
  writeFileSync(ownerPath, `${JSON.stringify(owner)}\n`);
  return {
    owner,
    async release() {
      rmSync(ownerPath, { force: true });
      await unlock();
    },
  };
}

export function readOwner(ownerPath: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(ownerPath, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host, startedAt: String(owner.startedAt) }
      : null;
  } catch {
    return null;
  }
}

/** Whether the holder may still be alive: another host's process cannot be checked from here. */
export function isRunningHere(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
