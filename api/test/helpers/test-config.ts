import { loadConfig, type AppConfig } from '../../src/config';

/** The default configuration, quiet, with per-test overrides. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ LOG_LEVEL: 'silent' }), ...overrides };
}
