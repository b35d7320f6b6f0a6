// @ts-check
// Stands in for `@module-federation/webpack-bundler-runtime` in a remote's build: the remote runs
// on the functions the host provides (provide-bundler-runtime.mjs) and keeps its own state: the
// federation object below and its own `@module-federation/runtime`, which holds the remote's
// instance (the runtime core under it is the host's, through `externalRuntime`). Only what a
// remote alone needs, starting its container, is bundled from the bundler runtime itself.
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

// eslint-disable-next-line no-undef -- set by the build (create-webpack-config.cjs)
const expectedVersion = __SHOP_BUNDLER_RUNTIME_VERSION__;
const host = /** @type {any} */ (globalThis)[BUNDLER_RUNTIME_GLOBAL];
if (!host) {
  throw new Error(
    'This remote needs the shell to provide the federation bundler runtime: deploy the shell first.',
  );
}
if (host.version.split('.')[0] !== expectedVersion.split('.')[0]) {
  throw new Error(
    `This remote was built for federation bundler runtime ${expectedVersion}; the shell provides ${host.version}.`,
  );
}

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...host.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
