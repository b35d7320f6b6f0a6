// @ts-check
// A federation runtime plugin of the host (the shell): it hands the webpack bundler runtime's
// functions to the remotes, as `provideExternalRuntime` hands them the runtime core, so that each
// remote entry does not carry its own copy of them (about 4 KB compressed per remote entry).
// The functions keep no state of their own: each build passes its `__webpack_require__` in.
import { bundlerRuntime, attachShareScopeMap } from '@module-federation/webpack-bundler-runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

/** @returns {import('@module-federation/runtime').ModuleFederationRuntimePlugin} */
export default function provideBundlerRuntime() {
  return {
    name: 'shop-provide-bundler-runtime',
    beforeInit(args) {
      Object.defineProperty(globalThis, BUNDLER_RUNTIME_GLOBAL, {
        value: Object.freeze({
          // eslint-disable-next-line no-undef -- set by the build (create-webpack-config.cjs)
          version: __SHOP_BUNDLER_RUNTIME_VERSION__,
          bundlerRuntime,
          attachShareScopeMap,
        }),
        configurable: true,
      });
      return args;
    },
  };
}
