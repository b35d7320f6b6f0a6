import { readFileSync } from 'node:fs';
import type { AppConfig } from '../config';
import { readServerRecord } from '../state/server-record';

/** The operator token the commands present: OPERATOR_TOKEN, or the file the server wrote at start. */
export function operatorToken(config: AppConfig): string | null {
  if (config.operator.token) return config.operator.token;
  try {
    return readFileSync(config.operator.tokenFile, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/**
 * The origin of the live server that owns the configured state folder, from the record it keeps
 * there; never whatever listens on the default port, which may be another shop. Else a sentence
 * saying no server owns the folder and how to name the right one.
 */
export function serverOrigin(config: AppConfig): { origin: string } | { problem: string } {
  const record = readServerRecord(config.stateDir);
  if (record) return { origin: record.app };
  return {
    problem:
      `No shop server owns the state folder ${config.stateDir}: start the shop (npm start), or ` +
      'name the folder of the one you mean with STATE_DIR=<its state folder> (or DATA_DIR=<its data folder>).',
  };
}

/**
 * GETs an operator endpoint of the running shop with the operator token. Answers the parsed body,
 * or a sentence for the terminal saying what went wrong (no token, no server, a refusal).
 */
export function getFromOperatorApi<T>(
  config: AppConfig,
  pathAndQuery: string,
): Promise<{ body: T } | { problem: string }> {
  return callOperatorApi<T>(config, 'GET', pathAndQuery);
}

/** As `getFromOperatorApi`, for any method, with a JSON body when given. */
export async function callOperatorApi<T>(
  config: AppConfig,
  method: 'GET' | 'POST',
  pathAndQuery: string,
  body?: object,
): Promise<{ body: T } | { problem: string }> {
  const token = operatorToken(config);
  if (!token) {
    return {
      problem: `No operator token: set OPERATOR_TOKEN, or start the shop (npm start), which writes one to ${config.operator.tokenFile}.`,
    };
  }
  const server = serverOrigin(config);
  if ('problem' in server) return server;
  const url = `${server.origin}${pathAndQuery}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body && { 'Content-Type': 'application/json' }),
      },
      ...(body && { body: JSON.stringify(body) }),
    });
  } catch {
    return { problem: `The shop does not answer at ${url}: is it running (npm start)?` };
  }
  if (!response.ok)
    return { problem: `The shop refused (${response.status}): ${await response.text()}` };
  return { body: (await response.json()) as T };
}
