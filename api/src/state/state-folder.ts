import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import { describeHolder, FolderInUseError, lockFolder, type LockOwner } from '../db/data-dir-lock';
import { moveLegacyFiles } from './legacy-files';
import { databaseName, reachableOrigin, recordPath, writeServerRecord } from './server-record';

export class StateDirLockedError extends FolderInUseError {
  constructor(
    readonly stateDir: string,
    readonly owner: LockOwner | null,
  ) {
    super(
      `The state folder ${stateDir} is in use by ${describeHolder(owner)}. ` +
        'Each server keeps its lock, operator token and uploads in a state folder of its own. ' +
        'Stop that server first, or give this one its own folder with STATE_DIR=<another folder>.',
    );
    this.name = 'StateDirLockedError';
  }
}

export interface StateFolder {
  /** Files moved in from where earlier versions kept them, for the log. */
  moved: string[];
  /** Records where the server listens, for the operator commands (`server.json`). */
  recordListening(port: number): void;
  release(): Promise<void>;
}

/**
 * Makes this server the only one using its state folder (`STATE_DIR`), whatever the database: two
 * servers on one folder would overwrite, then delete, each other's operator token, and mix their
 * uploads. A second server is refused with `StateDirLockedError`.
 */
export async function claimStateFolder(config: AppConfig): Promise<StateFolder> {
  const { stateDir } = config;
  mkdirSync(stateDir, { recursive: true });
  const lock = await lockFolder(
    stateDir,
    { lockPath: path.join(stateDir, 'server.lock'), ownerPath: recordPath(stateDir) },
    (owner) => new StateDirLockedError(stateDir, owner),
  );
  try {
    const moved = moveLegacyFiles(config);
    return {
      moved,
      recordListening(port) {
        writeServerRecord(stateDir, {
          ...lock.owner,
          app: reachableOrigin(config.host, port),
          database: databaseName(config.database),
        });
      },
      release: () => lock.release(),
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}
