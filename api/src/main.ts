import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config';
import { FolderInUseError } from './db/data-dir-lock';
import { startServers } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const servers = await startServers(config);

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) servers.app.log.error({ err }, 'shutting down after an error');
    else servers.app.log.info({ signal }, 'shutting down');
    await servers.close();
  });

  const { urls } = servers;
  console.log(
    [
      '',
      'Fashion shop is running:',
      `  Italian store        ${urls.storeIt}`,
      `  International store  ${urls.storeIntl}`,
      `  Remotes (CDN)        ${urls.cdn}`,
      `  API health           ${urls.app}/api/health`,
      `  Database             ${config.database.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.database.dataDir}`}`,
      `  State folder         ${config.stateDir}`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof FolderInUseError) console.error(error.message);
  else console.error('The shop failed to start:', error);
  process.exit(1);
});
