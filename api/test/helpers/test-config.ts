import { loadConfig, type AppConfig } from '../../src/config';

/**
 * The default configuration, quiet, with per-test overrides. The operator token is set, so no
 * test writes a token file into the repository's data folder.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', OPERATOR_TOKEN: 'test-operator-token' }),
    ...overrides,
  };
}
