import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OperatorConfig } from '../config';

export interface ProvisionedOperatorToken {
  token: string;
  /** Removes the token file this server wrote, if any: its token dies with the server. */
  dispose(): void;
}

/**
 * The configured operator token, or a new random one written (mode 0600, readable by this user
 * only) to `tokenFile` for `npm run outbox`. A generated token lasts as long as the server.
 */
export function provisionOperatorToken(config: OperatorConfig): ProvisionedOperatorToken {
  if (config.token) return { token: config.token, dispose: () => {} };
  const token = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(config.tokenFile), { recursive: true });
  // The mode of writeFileSync applies only to a new file; an old one may be wider.
  rmSync(config.tokenFile, { force: true });
  writeFileSync(config.tokenFile, `${token}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(config.tokenFile, 0o600);
  return { token, dispose: () => rmSync(config.tokenFile, { force: true }) };
}
