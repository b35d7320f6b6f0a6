import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port';

const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresServer {
  url: string;
  dataDir: string;
  socketDir: string;
  /**
   * Shuts the server down keeping its data (for outage tests): `immediate` as a crash would,
   * `fast` as an administrator's restart would (its sessions get 57P01 and are rolled back).
   */
  halt(mode?: 'immediate' | 'fast'): void;
  /** Starts a halted server again on the same port. */
  resume(): void;
  /** Stops the server and removes its files. */
  stop(): void;
}

/**
 * A throwaway PostgreSQL cluster in a temp folder, listening on a free port of 127.0.0.1 with
 * trust authentication. initdb refuses to run as root, so as root the cluster belongs to the
 * `postgres` user.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  for (const binary of ['initdb', 'pg_ctl']) {
    if (!existsSync(path.join(POSTGRES_BIN, binary))) {
      throw new Error(
        `PostgreSQL tests need ${binary} in ${POSTGRES_BIN}. Install the "postgresql" Debian ` +
          `package (apt-get install postgresql) or set POSTGRES_BIN to its bin folder.`,
      );
    }
  }
  const asRoot = process.getuid?.() === 0;
  const baseDir = mkdtempSync(path.join(tmpdir(), 'shop-pg-'));
  const dataDir = path.join(baseDir, 'data');
  const socketDir = path.join(baseDir, 'socket');
  const run = (binary: string, args: string[]) =>
    runAsOwner(asRoot, path.join(POSTGRES_BIN, binary), args);

  try {
    execFileSync('mkdir', ['-p', socketDir]);
    if (asRoot) {
      const { uid, gid } = postgresUser();
      chownSync(baseDir, uid, gid);
      chownSync(socketDir, uid, gid);
    }
    run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    const port = await freePort();
    const start = () =>
      run('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        path.join(baseDir, 'postgres.log'),
        '-o',
        `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
        '-w',
        'start',
      ]);
    const halt = (mode: 'immediate' | 'fast' = 'immediate') =>
      run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
    start();
    let running = true;
    let removed = false;
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      dataDir,
      socketDir,
      halt(mode) {
        if (running) halt(mode);
        running = false;
      },
      resume() {
        if (!running) start();
        running = true;
      },
      stop() {
        if (removed) return;
        removed = true;
        try {
          if (running) halt();
        } finally {
          rmSync(baseDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    rmSync(baseDir, { recursive: true, force: true });
    throw error;
  }
}

function runAsOwner(asRoot: boolean, binary: string, args: string[]): void {
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(binary)} failed (${result.status ?? result.signal}):\n${result.stderr || result.stdout}`,
    );
  }
}

function postgresUser(): { uid: number; gid: number } {
  const [uid, gid] = ['-u', '-g'].map((flag) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim()),
  );
  if (uid === undefined || gid === undefined) throw new Error('No "postgres" system user found');
  return { uid, gid };
}
