import { readFileSync } from 'node:fs';
import type { AppConfig } from '../config';

/** The operator token the commands present: OPERATOR_TOKEN, or the file the server wrote at start. */
export function operatorToken(config: AppConfig): string | null {
  if (config.operator.token) return config.operator.token;
  try {
    return readFileSync(config.operator.tokenFile, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Where the server listens, reachable from this machine even when it listens on every interface. */
export function serverOrigin(config: AppConfig): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}
