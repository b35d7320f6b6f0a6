import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION_KEY, isContractCompatible } from '@shop/shared';

export { CONTRACT_VERSION_KEY };

/** Why each refused remote was refused, by federation name, for `loadRemoteModule`'s error. */
const refusals = new Map<string, string>();

export function contractRefusal(remote: string): string | undefined {
  return refusals.get(remote);
}

/**
 * Checks a remote's contract version when its manifest arrives, before any of its code runs: a
 * remote built against a contract the shell's copy of `@shop/shared` does not satisfy never
 * starts, and its region shows the fallback instead of running on the wrong contract.
 */
export function contractCheckPlugin(shellVersion: string): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-contract-check',
    loadRemoteSnapshot(args) {
      if (!args.manifestJson) return args;
      const metaData = args.manifestJson.metaData as unknown as Record<string, unknown>;
      const declared = metaData[CONTRACT_VERSION_KEY];
      if (isContractCompatible(declared, shellVersion)) {
        refusals.delete(args.moduleInfo.name);
        return args;
      }
      const reason = `built against contract ${typeof declared === 'string' ? declared : 'of unknown version'}, the shell provides ${shellVersion}`;
      refusals.set(args.moduleInfo.name, reason);
      throw new Error(`${args.moduleInfo.name} was ${reason}`);
    },
  };
}
