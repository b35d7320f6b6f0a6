// The server's configuration: read from the environment (`settings.ts` declares every variable
// once) and shaped into the `AppConfig` the app runs with.
export * from './app-config';
export { loadConfig } from './load-config';
export { SETTINGS, type SettingName } from './settings';
