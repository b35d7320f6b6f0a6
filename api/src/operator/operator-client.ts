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

/**
 * GETs an operator endpoint of the running shop with the operator token. Answers the parsed body,
 * or a sentence for the terminal saying what went wrong (no token, no server, a refusal).
 */
export async function getFromOperatorApi<T>(
  config: AppConfig,
  pathAndQuery: string,
): Promise<{ body: T } | { problem: string }> {
  const token = operatorToken(config);
  if (!token) {
    return {
      problem: `No operator token: set OPERATOR_TOKEN, or start the shop (npm start), which writes one to ${config.operator.tokenFile}.`,
    };
  }
  const url = `${serverOrigin(config)}${pathAndQuery}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    return { problem: `The shop does not answer at ${url}: is it running (npm start)?` };
  }
  if (!response.ok)
    return { problem: `The shop refused (${response.status}): ${await response.text()}` };
  return { body: (await response.json()) as T };
}
