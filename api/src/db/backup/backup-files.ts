import { existsSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseEngine } from '../database';

/** `shop-pglite-2026-11-22T09-50-00Z.tar.gz`: dated, sortable, and saying what it holds. */
export function backupFileName(engine: DatabaseEngine, at: Date = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return `shop-${engine}-${stamp}${engine === 'pglite' ? '.tar.gz' : '.dump'}`;
}

/** Backups go beside the embedded data folder (`.data/backups`) unless told otherwise. */
export function defaultBackupDir(dataDir: string): string {
  return path.join(path.dirname(dataDir), 'backups');
}

export function isEmptyFolder(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/** Moves a folder out of the way rather than deleting it: `<dir>.replaced-<date>`. */
export function setAside(dir: string, at: Date = new Date()): string {
  const aside = `${dir}.replaced-${at.toISOString().replaceAll(':', '-')}`;
  renameSync(dir, aside);
  return aside;
}
