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

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    const holder = owner
      ? `the shop server with process id ${owner.pid} on ${owner.host}, started ${owner.startedAt}`
      : 'another shop server';
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

/**
 * Makes this process the only one using the embedded database in `dataDir`: PGlite keeps each
 * process's writes in its own memory until it closes, so a second process on the same folder
 * silently loses one of the two histories. The lock (`<dataDir>.lock`, kept fresh while the
 * process runs) of a process that was killed goes stale and is taken over; a live holder makes
 * this throw `DataDirLockedError` at once.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const lockPath = `${dataDir}.lock`;
  const ownerPath = `${dataDir}.owner.json`;
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
    unlock = await lockfile.lock(dataDir, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const owner = readOwner(ownerPath);
    if (!owner || isRunningHere(owner)) throw new DataDirLockedError(dataDir, owner);
    // The holder died without releasing: its lock goes stale within STALE_MS, then is ours.
    unlock = await lockfile
      .lock(dataDir, {
        ...options,
        retries: { retries: STALE_MS / 500 + 2, factor: 1, minTimeout: 500, maxTimeout: 500 },
      })
      .catch(() => {
        throw new DataDirLockedError(dataDir, owner);
      });
  }

  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
  };
  writeFileSync(ownerPath, `${JSON.stringify(owner)}\n`);
  return {
    async release() {
      rmSync(ownerPath, { force: true });
      await unlock();
    },
  };
}

function readOwner(ownerPath: string): LockOwner | null {
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
function isRunningHere(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
