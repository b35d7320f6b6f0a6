import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';

/**
 * Before the state folder, a server kept its operator token and uploads beside the embedded data
 * folder (`.data/pglite.operator-token`, `.data/pglite.uploads`). They move into the state folder
 * on the first start, so a developer's shop keeps its CVs. Answers what was moved, for the log.
 */
export function moveLegacyFiles(config: AppConfig): string[] {
  // With DATABASE_URL they lay beside the default data folder all the same.
  const dataDir =
    config.database.engine === 'pglite' && config.database.dataDir
      ? config.database.dataDir
      : path.join(config.stateDir, 'pglite');
  return moveLegacyFilesOf(config, dataDir);
}

function moveLegacyFilesOf(config: AppConfig, dataDir: string): string[] {
  const moved: string[] = [];
  const oldUploads = `${dataDir}.uploads`;
  if (
    oldUploads !== config.uploadsDir &&
    existsSync(oldUploads) &&
    !existsSync(config.uploadsDir)
  ) {
    renameSync(oldUploads, config.uploadsDir);
    moved.push(`${oldUploads} → ${config.uploadsDir}`);
  }
  // A generated token lives as long as its server: the old one is stale, and this server writes
  // its own into the state folder. Left there, a command could still present it.
  const oldToken = `${dataDir}.operator-token`;
  if (oldToken !== config.operator.tokenFile && existsSync(oldToken)) {
    rmSync(oldToken, { force: true });
    moved.push(`${oldToken} (removed: this server writes ${config.operator.tokenFile})`);
  }
  return moved;
}
