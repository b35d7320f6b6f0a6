import path from 'node:path';
import { loadConfig } from '@shop/api/config';
import { remoteReleasesDir } from '@shop/api/releases';

const REMOTES = ['catalogue', 'checkout', 'account', 'content'] as const;

/** The remote named on the command line ("catalogue" or "mf-catalogue") and where its releases live. */
export function remoteFromArguments(command: string) {
  const name = (process.argv[2] ?? '').replace(/^mf-/, '');
  if (!(REMOTES as readonly string[]).includes(name)) {
    throw new Error(`Usage: npm run ${command} -- <${REMOTES.join('|')}>`);
  }
  const packageName = `mf-${name}`;
  const config = loadConfig();
  return {
    packageName,
    config,
    remoteDir: remoteReleasesDir(config.releasesDir, packageName),
    shellManifest: path.join(config.shellDist, 'mf-manifest.json'),
  };
}
