import { readFileSync } from 'node:fs';
import { createDatabase } from '../database';
import { isEmptyFolder, setAside } from './backup-files';

export interface RestoreOptions {
  /** Replace a database that already holds data (PGlite: its folder is kept, set aside). */
  force?: boolean;
}

/** The embedded database's folder, dumped by this process (the shop must not be running). */
export async function dumpPGliteFolder(dataDir: string): Promise<Buffer> {
  const database = await createDatabase({ engine: 'pglite', dataDir });
  try {
    const blob = await (database.dumpDataDir as () => Promise<Blob>)();
    return Buffer.from(await blob.arrayBuffer());
  } finally {
    await database.destroy();
  }
}

/**
 * Brings a backup of an embedded database back into `dataDir`, which must be empty (or is set
 * aside with `force`). The folder's lock makes sure no server is using it meanwhile.
 */
export async function restorePGliteBackup(
  file: string,
  dataDir: string,
  { force = false }: RestoreOptions = {},
): Promise<{ setAsideAs: string | null }> {
  const backup = new Blob([readFileSync(file)]);
  let setAsideAs: string | null = null;
  if (!isEmptyFolder(dataDir)) {
    if (!force) {
      throw new Error(
        `${dataDir} already holds a database. Restore into an empty folder (DATA_DIR=…), or add --force to set the current one aside.`,
      );
    }
    setAsideAs = setAside(dataDir);
  }
  const database = await createDatabase({ engine: 'pglite', dataDir }, { loadDataDir: backup });
  await database.destroy();
  return { setAsideAs };
}
