import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import { isRunningHere, readOwner, type LockOwner } from '../db/data-dir-lock';

/**
 * What a running server records in its state folder (`server.json`, the lock's owner file): who it
 * is, where it listens and which database it serves, so that the operator commands reach this
 * very server and no other.
 */
export interface ServerRecord extends LockOwner {
  /** The shop's origin, reachable from this machine (http://127.0.0.1:8080). */
  app: string;
  /** The database it serves: `pglite:<data folder>`, or `postgres` (its URL is never written). */
  database: string;
}

export const recordPath = (stateDir: string): string => path.join(stateDir, 'server.json');

/** The name a record gives the configured database. */
export function databaseName(database: AppConfig['database']): string {
  return database.engine === 'postgres' ? 'postgres' : `pglite:${database.dataDir ?? 'memory'}`;
}

/** An origin this machine reaches, also for a server that listens on every interface. */
export function reachableOrigin(host: string, port: number): string {
  const reachable = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** Adds where the server listens to its owner file (written whole, then moved into place). */
export function writeServerRecord(stateDir: string, record: ServerRecord): void {
  const file = recordPath(stateDir);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(record)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** The record of the live server that owns `stateDir`; null when none runs there. */
export function readServerRecord(stateDir: string): ServerRecord | null {
  const owner = readOwner(recordPath(stateDir));
  if (!owner || !isRunningHere(owner)) return null;
  try {
    const record = JSON.parse(readFileSync(recordPath(stateDir), 'utf8')) as Partial<ServerRecord>;
    return typeof record.app === 'string' && typeof record.database === 'string'
      ? { ...owner, app: record.app, database: record.database }
      : null;
  } catch {
    return null;
  }
}
