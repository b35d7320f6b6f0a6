import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RuntimeConfig } from '@shop/shared';
import { reloadedFor } from './chunk-reload';
import { contractCheckPlugin } from './contract-check-plugin';
import { isContractCompatible, SHELL_CONTRACT_VERSION } from './contract-version';

/**
 * Tells the federation runtime where each remote lives, from the runtime config: its entry script
 * when the server read it from the manifest (and preloaded it) and the manifest declared a contract
 * the shell can run, else the manifest itself, whose version `contractCheckPlugin` checks before
 * any of the remote's code runs. A page reloaded because a remote's files had gone reads that
 * remote's manifest too: the HTML may have been written from the server's copy of the manifest
 * a moment before the deploy, and name an entry the browser still keeps but the CDN no longer
 * serves the chunks of.
 */
export function registerShopRemotes(config: RuntimeConfig): void {
  registerPlugins([contractCheckPlugin(SHELL_CONTRACT_VERSION)]);
  registerRemotes(
    REMOTE_NAMES.map((name) => {
      const { entry, script, contractVersion } = config.remotes[name];
      const direct =
        script &&
        isContractCompatible(contractVersion, SHELL_CONTRACT_VERSION) &&
        !reloadedFor(name);
      return { name, entry: direct ? script : entry };
    }),
    { force: true },
  );
}
