import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RuntimeConfig } from '@shop/shared';

/**
 * Tells the federation runtime where each remote lives, from the runtime config: its entry script
 * when the server read it from the manifest (and preloaded it), else the manifest itself.
 */
export function registerShopRemotes(config: RuntimeConfig): void {
  registerRemotes(
    REMOTE_NAMES.map((name) => {
      const { entry, script } = config.remotes[name];
      return { name, entry: script ?? entry };
    }),
    { force: true },
  );
}
