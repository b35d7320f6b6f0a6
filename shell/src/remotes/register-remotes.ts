import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RuntimeConfig } from '@shop/shared';
import { contractCheckPlugin } from './contract-check-plugin';
import { isContractCompatible, SHELL_CONTRACT_VERSION } from './contract-version';

/**
 * Tells the federation runtime where each remote lives, from the runtime config: its entry script
 * when the server read it from the manifest (and preloaded it) and the manifest declared a contract
 * the shell can run, else the manifest itself, whose version `contractCheckPlugin` checks before
 * any of the remote's code runs.
 */
export function registerShopRemotes(config: RuntimeConfig): void {
  registerPlugins([contractCheckPlugin(SHELL_CONTRACT_VERSION)]);
  registerRemotes(
    REMOTE_NAMES.map((name) => {
      const { entry, script, contractVersion } = config.remotes[name];
      const direct = script && isContractCompatible(contractVersion, SHELL_CONTRACT_VERSION);
      return { name, entry: direct ? script : entry };
    }),
    { force: true },
  );
}
