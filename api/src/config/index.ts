// The server's configuration: read from the environment (`settings.ts` declares every variable
// once) and shaped into the `AppConfig` the app runs with.
export * from './app-config';
export { loadConfig } from './load-config';
export {
  MAX_HASH_MEMORY_KIB,
  MIN_HASH_MEMORY_KIB,
  PRODUCTION_HASH_MEMORY_KIB,
  SETTINGS,
  type SettingName,
} from './settings';
export { isProviderUrl } from './oidc-providers';
export {
  TEST_IDENTITY_PROVIDERS,
  TEST_IDP_CLIENT_ID,
  TEST_IDP_PATH,
  testIdentityProviderConfigs,
  testIssuer,
} from './test-identity-provider';
