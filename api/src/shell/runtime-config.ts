import {
  REMOTE_NAMES,
  type RemoteName,
  type RemoteLocation,
  type RuntimeConfig,
  type SocialLoginProvider,
  type StoreId,
} from '@shop/shared/contracts';
import type { AppConfig } from '../config';
import { detectedCountryNames } from './detected-country';

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
  const socialLogin = socialLoginProviders(config);
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
    ...(detectedCountry && { detectedCountryNames: detectedCountryNames(detectedCountry) }),
    ...(socialLogin.length > 0 && { socialLogin }),
  };
}

/** The social login providers a page can send the shopper to: those with an authorization endpoint. */
function socialLoginProviders(config: AppConfig): SocialLoginProvider[] {
  return Object.entries(config.oidcProviders).flatMap(([name, provider]) =>
    provider.authorizationEndpoint
      ? [
          {
            name,
            label: provider.label,
            authorizationEndpoint: provider.authorizationEndpoint,
            clientId: provider.clientId,
            ...(provider.responseMode === 'form_post' && { responseMode: 'form_post' as const }),
          },
        ]
      : [],
  );
}
