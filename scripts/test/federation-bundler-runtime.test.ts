import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The remotes run on the bundler runtime the shell provides (shared/build/federation-runtime). The
// modules are real ES modules that webpack bundles, so each case runs them in a Node process of
// its own, as a page would: the shell's plugin first, then a remote's stand-in.
const RUNTIME_DIR = path.resolve(__dirname, '../../shared/build/federation-runtime');
const moduleUrl = (file: string) => pathToFileURL(path.join(RUNTIME_DIR, file)).href;
const installedVersion = jest.requireActual<{ version: string }>(
  '@module-federation/webpack-bundler-runtime/package.json',
).version;

interface PageRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the shell's plugin (unless `shellProvides` is false), then loads a remote's stand-in. */
function loadRemoteOnPage({
  shellProvides = true,
  shellVersion = installedVersion,
  remoteVersion = installedVersion,
} = {}): PageRun {
  const script = `
    globalThis.__SHOP_BUNDLER_RUNTIME_VERSION__ = ${JSON.stringify(shellVersion)};
    if (${shellProvides}) {
      const { default: provide } = await import(${JSON.stringify(moduleUrl('provide-bundler-runtime.mjs'))});
      provide().beforeInit({ options: { name: 'shell' } });
    }
    globalThis.__SHOP_BUNDLER_RUNTIME_VERSION__ = ${JSON.stringify(remoteVersion)};
    const { default: remote } = await import(${JSON.stringify(moduleUrl('remote-bundler-runtime.mjs'))});
    const { default: own } = await import('@module-federation/webpack-bundler-runtime');
    const functions = (object) => Object.keys(object).filter((key) => typeof object[key] === 'function').sort();
    console.log(JSON.stringify({
      keys: Object.keys(remote).sort(),
      ownKeys: Object.keys(own).sort(),
      functions: functions(remote.bundlerRuntime),
      ownFunctions: functions(own.bundlerRuntime),
      sameConsumes: remote.bundlerRuntime.consumes === own.bundlerRuntime.consumes,
      ownState: remote.bundlerRuntime.S !== own.bundlerRuntime.S && remote.runtime.loadRemote !== undefined,
    }));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: RUNTIME_DIR,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('the bundler runtime the shell shares with the remotes', () => {
  it("gives a remote the same federation object as the package's own, on the shell's functions", () => {
    const run = loadRemoteOnPage();
    expect(run.stderr).toBe('');
    const page = JSON.parse(run.stdout) as Record<string, unknown>;
    // A federation upgrade that adds a field fails here, before a remote misses it in a browser.
    expect(page.keys).toEqual(page.ownKeys);
    expect(page.functions).toEqual(
      expect.arrayContaining([...(page.ownFunctions as string[]), 'initContainerEntry']),
    );
    expect(page.sameConsumes).toBe(true);
    expect(page.ownState).toBe(true);
  });

  it('stops a remote with a message naming the fix when the shell does not provide it', () => {
    const run = loadRemoteOnPage({ shellProvides: false });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('deploy the shell first');
  });

  it('stops a remote built for another major version of the runtime', () => {
    const run = loadRemoteOnPage({ shellVersion: '2.9.2', remoteVersion: '3.0.0' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('built for federation bundler runtime 3.0.0');
  });

  it('lets a remote of another minor version run on the shell’s copy', () => {
    const run = loadRemoteOnPage({ shellVersion: '2.9.2', remoteVersion: '2.10.0' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
