import path from 'node:path';
import { REMOTE_NAMES, type RemoteName, type StoreId } from '@shop/shared/contracts';
import { findRepoRoot } from './repo-root';

export type DatabaseConfig =
  | { engine: 'postgres'; url: string }
  /** `dataDir: null` keeps the database in memory (tests). */
  | { engine: 'pglite'; dataDir: string | null };

export interface RemoteConfig {
  /** URL of the remote's federation manifest, handed to the shell in the runtime config. */
  entry: string;
  /** Folder the CDN server serves under `/<cdnPath>/`. */
  distDir: string;
  /** First path segment on the CDN, e.g. "mf-catalogue". */
  cdnPath: string;
}

/** Whom to believe about X-Forwarded-*: nobody, everybody, N proxy hops, or these addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];

export interface AppConfig {
  host: string;
  port: number;
  cdnPort: number;
  storeOrigins: Record<StoreId, string>;
  remotes: Record<RemoteName, RemoteConfig>;
  database: DatabaseConfig;
  shellDist: string;
  /** Folder of the API's own static files (the brand share picture). */
  assetsDir: string;
  /** How long the server trusts a remote's manifest before asking for it again. */
  manifestMaxAgeMs: number;
  /** Request header carrying the visitor's country, set by the CDN in front of the shop. */
  countryHeader: string;
  trustProxy: TrustProxy;
  logLevel: string;
}

type Env = Record<string, string | undefined>;

/**
 * Reads the configuration from environment variables. Every variable is optional:
 *
 * | variable                | default                                                   |
 * |-------------------------|-----------------------------------------------------------|
 * | PORT                    | 8080                                                      |
 * | HOST                    | localhost                                                 |
 * | CDN_PORT                | 8081 (static server of the remotes)                       |
 * | STORE_IT_URL            | http://it.localhost:${PORT}                               |
 * | STORE_INTL_URL          | http://intl.localhost:${PORT}                             |
 * | REMOTE_<NAME>_URL       | http://localhost:${CDN_PORT}/mf-<name>/mf-manifest.json   |
 * | REMOTE_<NAME>_DIST      | <repo>/mf-<name>/dist                                     |
 * | DATABASE_URL            | unset: embedded PGlite                                    |
 * | DATA_DIR                | <repo>/.data/pglite                                       |
 * | SHELL_DIST              | <repo>/shell/dist                                         |
 * | MANIFEST_MAX_AGE_MS     | 1000 (how long a remote's manifest is trusted)            |
 * | COUNTRY_HEADER          | cf-ipcountry                                              |
 * | TRUST_PROXY             | false (true, a hop count, or comma-separated IPs/CIDRs)   |
 * | LOG_LEVEL               | info                                                      |
 *
 * <NAME> is CATALOGUE, CHECKOUT, ACCOUNT or CONTENT.
 */
export function loadConfig(env: Env = process.env, repoRoot: string = findRepoRoot()): AppConfig {
  const port = readPort(env, 'PORT', 8080);
  const cdnPort = readPort(env, 'CDN_PORT', 8081);
  const cdnOrigin = `http://localhost:${cdnPort}`;

  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const cdnPath = name.replace('_', '-');
      const envKey = name.replace('mf_', 'REMOTE_').toUpperCase();
      const remote: RemoteConfig = {
        entry: readUrl(env, `${envKey}_URL`, `${cdnOrigin}/${cdnPath}/mf-manifest.json`),
        distDir: path.resolve(env[`${envKey}_DIST`] || path.join(repoRoot, cdnPath, 'dist')),
        cdnPath,
      };
      return [name, remote];
    }),
  ) as Record<RemoteName, RemoteConfig>;

  return {
    host: env.HOST || 'localhost',
    port,
    cdnPort,
    storeOrigins: {
      it: readOrigin(env, 'STORE_IT_URL', `http://it.localhost:${port}`),
      intl: readOrigin(env, 'STORE_INTL_URL', `http://intl.localhost:${port}`),
    },
    remotes,
    database: env.DATABASE_URL
      ? { engine: 'postgres', url: env.DATABASE_URL }
      : {
          engine: 'pglite',
          dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, '.data', 'pglite')),
        },
    shellDist: path.resolve(env.SHELL_DIST || path.join(repoRoot, 'shell', 'dist')),
    assetsDir: path.join(repoRoot, 'api', 'assets'),
    manifestMaxAgeMs: readNonNegativeInteger(env, 'MANIFEST_MAX_AGE_MS', 1000),
    countryHeader: (env.COUNTRY_HEADER || 'cf-ipcountry').toLowerCase(),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
  };
}

function readPort(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number between 0 and 65535, got "${raw}"`);
  }
  return port;
}

function readNonNegativeInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number of 0 or more, got "${raw}"`);
  }
  return value;
}

function readUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    return new URL(raw).href;
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

function readOrigin(env: Env, name: string, fallback: string): string {
  return new URL(readUrl(env, name, fallback)).origin;
}

function readTrustProxy(raw: string | undefined): TrustProxy {
  if (!raw || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}
