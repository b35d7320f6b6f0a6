import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../../src/config';

/**
 * The default configuration, quiet, with per-test overrides. The operator token is set, so no
 * test writes a token file into the repository's data folder. Catalogue answers are not reused
 * (tests change the database directly and read the effect at once); a test of the caches turns
 * them on. Passwords are hashed with 1 MiB of argon2id memory instead of production's 7 MiB, so
 * that registering and logging in many times stays fast.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    // Renderer processes start only for the tests of server rendering, which turn it on.
    SSR: 'off',
    OPERATOR_TOKEN: 'test-operator-token',
    LISTING_CACHE_MAX_AGE_MS: '0',
    CATALOGUE_CHANGES_CHECK_MS: '0',
    PASSWORD_HASH_MEMORY_KIB: '1024',
    // The built-in identity provider answers only where a test serves it on a port of its own.
    TEST_IDENTITY_PROVIDER: 'off',
    // A page waits this long for a remote's manifest before it leaves out that remote's preloads:
    // 800 ms in the shop is a page-speed choice, and a busy machine's test CDN can take longer. A
    // test of the wait itself sets its own.
    MANIFEST_TIMEOUT_MS: '60000',
    // No remote is released unless a test releases one: the builds are served.
    RELEASES_DIR: path.join(tmpdir(), 'shop-test-no-releases'),
    // A state folder per test process, never the repository's (a developer's shop may own it).
    STATE_DIR: path.join(tmpdir(), `shop-test-state-${process.pid}`),
  });
  return { ...config, remotes: unreachableManifests(config.remotes), ...overrides };
}

/**
 * Each remote's manifest on port 1 of the loopback, where nothing answers unless a test starts a
 * CDN of its own: a shop running beside the tests (`npm start`, its CDN on the default port 8081)
 * must not change what they see.
 */
function unreachableManifests(remotes: AppConfig['remotes']): AppConfig['remotes'] {
  return Object.fromEntries(
    Object.entries(remotes).map(([name, remote]) => [
      name,
      { ...remote, entry: `http://127.0.0.1:1/${remote.cdnPath}/mf-manifest.json` },
    ]),
  ) as AppConfig['remotes'];
}
