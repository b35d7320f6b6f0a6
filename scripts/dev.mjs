// `npm run dev`: every front-end package rebuilt on change (development mode, into dist/, where the
// server and its CDN read them) and the API restarted on change. Reload the browser to see a change.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { REPO_ROOT } from './lib/packages.mjs';

const WATCHERS = [
  ...['mf-catalogue', 'mf-checkout', 'mf-account', 'mf-content', 'shell'].map((pkg) => ({
    name: pkg,
    command: 'npx',
    args: ['webpack', '--watch', '--mode', 'development'],
    cwd: `${REPO_ROOT}/${pkg}`,
  })),
  { name: 'api', command: 'npx', args: ['tsx', 'watch', 'src/main.ts'], cwd: `${REPO_ROOT}/api` },
];

// Development builds land in dist/: forget the production stamps so `npm start` rebuilds.
for (const { cwd } of WATCHERS) rmSync(`${cwd}/dist/.build-stamp`, { force: true });

const children = WATCHERS.map(({ name, command, args, cwd }) => {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => console.log(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  child.on('exit', (code) => console.log(`[${name}] exited with ${code}`));
  return child;
});

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
