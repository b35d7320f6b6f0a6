/**
 * `npm run release -- <remote> [--contract-version x.y.z]`: builds the remote into a new release
 * folder, checks its contract against the live shell, and makes it live: the CDN serves it from the
 * next request on, with no shell rebuild or server restart. The last five releases are kept.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { newReleaseName } from '@shop/api/releases';
import { publishRelease } from './publish-release';
import { remoteFromArguments } from './remote-argument';

const { packageName, remoteDir, shellManifest } = remoteFromArguments('release');
const { values } = parseArgs({
  args: process.argv.slice(3),
  options: { 'contract-version': { type: 'string' } },
});
const version = newReleaseName();
const building = path.join(remoteDir, `${version}.building`);
mkdirSync(remoteDir, { recursive: true });

const repoRoot = path.resolve(__dirname, '../..');
// The browser build, then the server container inside it (dist/server), both of this release.
const failed = ['webpack.config.js', 'webpack.server.config.cjs'].some((config) => {
  const build = spawnSync(
    'npx',
    [
      'webpack',
      '--config',
      config,
      '--mode',
      'production',
      '--env',
      `outputPath=${building}`,
      ...(values['contract-version']
        ? ['--env', `contractVersion=${values['contract-version']}`]
        : []),
    ],
    { cwd: path.join(repoRoot, packageName), stdio: 'inherit' },
  );
  return build.status !== 0;
});
if (failed) {
  console.error(`The build of ${packageName} failed; nothing was released.`);
  process.exit(1);
}

publishRelease({ remote: packageName, remoteDir, building, version, shellManifest }).then(
  (outcome) => {
    if (!outcome.published) {
      console.error(`Release refused: ${outcome.problem}`);
      process.exit(1);
    }
    console.log(
      `${packageName} ${outcome.version} is live (kept: ${outcome.pointer.versions.join(', ')})`,
    );
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
