// `npm run dev`: every front-end package rebuilt on change (development mode, into dist/, where the
// server and its CDN read them) and the API restarted on change. Reload the browser to see a change.
//
// `npm run dev -- catalogue` (or checkout, account, content, shell): that one package from
// webpack-dev-server, whose edits show in the open page by React Fast Refresh (hot updates, the
// page's state kept; a full reload when an update cannot apply), inside the shop as it is
// served in production: the API server with the other remotes' production builds and a development
// build of the shell (so that React, which the shell shares with every remote, is its development
// build, as a remote's development build needs). PORT, CDN_PORT and DEV_SERVER_PORT choose the
// ports (8080, 8081 and the package's own dev port by default).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildPackages, run } from './lib/build.mjs';
import { BUILDABLE_PACKAGES, REPO_ROOT } from './lib/packages.mjs';

const WEBPACK = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');

/** The port of each package's `webpack serve` (its webpack.config.js `devPort`). */
const DEV_PORTS = {
  shell: 3000,
  'mf-catalogue': 3001,
  'mf-checkout': 3002,
  'mf-account': 3003,
  'mf-content': 3004,
};

/** Where the shell's development build goes while one package is developed: not its dist/. */
// Development builds are browser builds only (the server builds, webpack.server.config.cjs, are
// production steps): pages are rendered in the browser unless SSR=on asks otherwise.
const DEVELOPMENT_SERVER_ENV = { ...process.env, SSR: process.env.SSR ?? 'off' };
const SHELL_DEV_DIST = path.join(REPO_ROOT, '.tmp', 'dev', 'shell');

function start(name, command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
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
}

function stopOnSignal(children) {
  const stopAll = () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stopAll);
  process.on('SIGTERM', stopAll);
}

function watchEverything() {
  const watchers = [
    ...['mf-catalogue', 'mf-checkout', 'mf-account', 'mf-content', 'shell'].map((pkg) => ({
      name: pkg,
      command: 'npx',
      args: ['webpack', '--watch', '--mode', 'development'],
      cwd: `${REPO_ROOT}/${pkg}`,
    })),
    {
      name: 'api',
      command: 'npx',
      args: ['tsx', 'watch', 'src/main.ts'],
      cwd: `${REPO_ROOT}/api`,
      env: DEVELOPMENT_SERVER_ENV,
    },
  ];
  // Development builds land in dist/: forget the production stamps so `npm start` rebuilds.
  for (const { cwd } of watchers) rmSync(`${cwd}/dist/.build-stamp`, { force: true });
  stopOnSignal(
    watchers.map(({ name, command, args, cwd, env }) => start(name, command, args, { cwd, env })),
  );
}

async function developOne(pkg) {
  const port = process.env.PORT || '8080';
  const devPort = process.env.DEV_SERVER_PORT || String(DEV_PORTS[pkg]);
  const devOrigin = `http://localhost:${devPort}`;
  const isShell = pkg === 'shell';

  await buildPackages({
    packages: BUILDABLE_PACKAGES.filter((other) => !['shell', pkg].includes(other)),
  });
  const shellOutput = ['--env', `outputPath=${SHELL_DEV_DIST}`];
  if (!isShell) {
    console.log('Building the shell in development mode…');
    // With the page's React Refresh runtime in React's hook before react-dom starts, so that the
    // served remote's edits re-render in place (shared/build/react-refresh.cjs).
    await run(
      process.execPath,
      [WEBPACK, '--mode', 'development', '--env', 'reactRefreshHost', ...shellOutput],
      { cwd: path.join(REPO_ROOT, 'shell') },
    );
  }

  const devServer = start(
    pkg,
    process.execPath,
    [
      WEBPACK,
      'serve',
      '--mode',
      'development',
      '--env',
      `devPort=${devPort}`,
      ...(isShell ? shellOutput : []),
    ],
    { cwd: path.join(REPO_ROOT, pkg) },
  );
  const remoteKey = `REMOTE_${pkg.replace('mf-', '').toUpperCase()}_URL`;
  const server = start('server', process.execPath, [path.join(REPO_ROOT, 'api/dist/main.mjs')], {
    cwd: REPO_ROOT,
    env: {
      ...DEVELOPMENT_SERVER_ENV,
      PORT: port,
      SHELL_DIST: SHELL_DEV_DIST,
      DEV_SERVER_ORIGINS: devOrigin,
      ...(isShell ? {} : { [remoteKey]: `${devOrigin}/mf-manifest.json` }),
    },
  });
  stopOnSignal([devServer, server]);
  console.log(
    `\n${pkg} from ${devOrigin}, the rest as built for production: http://it.localhost:${port}/\n`,
  );
}

const target = process.argv[2];
if (!target) {
  watchEverything();
} else {
  const pkg = target === 'shell' ? 'shell' : `mf-${target.replace(/^mf[-_]/, '')}`;
  if (!(pkg in DEV_PORTS)) {
    console.error(
      `Unknown package "${target}": one of catalogue, checkout, account, content, shell.`,
    );
    process.exit(1);
  }
  await developOne(pkg);
}
