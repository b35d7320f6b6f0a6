import {
  REMOTE_NAMES,
  type RemoteName,
  type RemoteLocation,
  type RuntimeConfig,
  type StoreId,
} from '@shop/shared/contracts';
import type { AppConfig } from '../config';

export function buildRuntimeConfig(
  config: AppConfig,
  store: StoreId,
  detectedCountry: string | null,
  remoteScripts: Partial<
    Record<RemoteName, Pick<RemoteLocation, 'script' | 'contractVersion'>>
  > = {},
): RuntimeConfig {
  const location = (name: RemoteName): RemoteLocation => ({
    entry: config.remotes[name].entry,
    ...remoteScripts[name],
  });
  return {
    version: 1,
    store,
    storeOrigins: config.storeOrigins,
    apiBase: '/api',
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, location(name)])) as Record<
      RemoteName,
      RemoteLocation
    >,
    detectedCountry,
  };
}
