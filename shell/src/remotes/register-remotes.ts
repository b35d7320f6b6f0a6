import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RuntimeConfig } from '@shop/shared';

/** Tells the federation runtime where each remote's manifest lives, from the runtime config. */
export function registerShopRemotes(config: RuntimeConfig): void {
  registerRemotes(
    REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name].entry })),
    { force: true },
  );
}
