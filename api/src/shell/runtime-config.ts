import {
  REMOTE_NAMES,
  RUNTIME_CONFIG_PLACEHOLDER,
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
): RuntimeConfig {
  return {
    version: 1,
    store,
    storeOrigins: config.storeOrigins,
    apiBase: '/api',
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, { entry: config.remotes[name].entry }]),
    ) as Record<RemoteName, RemoteLocation>,
    detectedCountry,
  };
}

/** Writes the config into the page; `<` is escaped so no value can close the script element. */
export function injectRuntimeConfig(html: string, runtimeConfig: RuntimeConfig): string {
  const json = JSON.stringify(runtimeConfig).replace(/</g, '\\u003c');
  return html.split(RUNTIME_CONFIG_PLACEHOLDER).join(json);
}
