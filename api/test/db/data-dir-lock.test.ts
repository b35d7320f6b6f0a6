import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from '../../src/db/data-dir-lock';

let root: string;
let dataDir: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'shop-lock-'));
  dataDir = path.join(root, 'pglite');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The id of a process that has exited: what a lock left by a killed server names. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

function leaveLockOf(pid: number, ageMs: number): void {
  const lockDir = `${dataDir}.lock`;
  mkdirSync(lockDir, { recursive: true });
  const then = new Date(Date.now() - ageMs);
  utimesSync(lockDir, then, then);
  writeFileSync(
    `${dataDir}.owner.json`,
    JSON.stringify({ pid, host: hostname(), startedAt: then.toISOString() }),
  );
}

test('a second holder is refused at once, naming the folder, the holder and the way out', async () => {
  const first = await lockDataDir(dataDir);

  const second = lockDataDir(dataDir);

  await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
  await expect(second).rejects.toThrow(dataDir);
  await expect(second).rejects.toThrow(`process id ${process.pid} on ${hostname()}`);
  await expect(second).rejects.toThrow('DATA_DIR=');
  await first.release();
});

test('the folder is free again once its holder releases it', async () => {
  const first = await lockDataDir(dataDir);
  await first.release();

  const second = await lockDataDir(dataDir);

  expect(existsSync(`${dataDir}.owner.json`)).toBe(true);
  await second.release();
  expect(existsSync(`${dataDir}.lock`)).toBe(false);
  expect(existsSync(`${dataDir}.owner.json`)).toBe(false);
});

test('the stale lock of a killed server is taken over', async () => {
  leaveLockOf(deadPid(), 60_000);

  const lock = await lockDataDir(dataDir);

  await lock.release();
});

test('the fresh lock of a server killed a moment ago is taken over once it goes stale', async () => {
  leaveLockOf(deadPid(), 8_000);
  const started = Date.now();

  const lock = await lockDataDir(dataDir);

  expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
  await lock.release();
});

test('a live holder keeps its lock even when its owner file is missing', async () => {
  const first = await lockDataDir(dataDir);
  rmSync(`${dataDir}.owner.json`);

  await expect(lockDataDir(dataDir)).rejects.toThrow('in use by another shop server');
  await first.release();
});
