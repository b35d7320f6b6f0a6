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
