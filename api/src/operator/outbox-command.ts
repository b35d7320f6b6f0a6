// `npm run outbox [-- --limit N]`: the newest e-mails of the outbox, read from the running shop.
// PGlite's data folder belongs to the running server, so this asks it over HTTP, with the
// operator token (OPERATOR_TOKEN, or the file the server wrote at start).
import type { OperatorOutboxResponse, OutboxMessage } from '@shop/shared/contracts';
import { loadConfig } from '../config';
import { getFromOperatorApi } from '../cli/operator-client';
import { runCommand } from '../cli/run-command';

export async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
  const limit = readLimit(argv);
  const answer = await getFromOperatorApi<OperatorOutboxResponse>(
    config,
    `/api/operator/outbox?limit=${limit}`,
  );
  if ('problem' in answer) {
    console.error(answer.problem);
    return 1;
  }
  const { messages } = answer.body;
  console.log(messages.length === 0 ? 'The outbox is empty.' : messages.map(describe).join('\n'));
  return 0;
}

/** One message, readable in a terminal: headers, state, then the plain-text body. */
export function describe(message: OutboxMessage): string {
  const state = message.sentAt
    ? `sent ${message.sentAt}`
    : message.nextAttemptAt
      ? `waiting (attempts ${message.attempts}, next ${message.nextAttemptAt})`
      : `given up after ${message.attempts} attempts`;
  return [
    `── #${message.id} ${message.createdAt} ${message.kind} (${message.language})`,
    `To:      ${message.to}`,
    `Subject: ${message.subject}`,
    `State:   ${state}${message.lastError ? ` · last error: ${message.lastError}` : ''}`,
    '',
    message.text,
    '',
  ].join('\n');
}

function readLimit(argv: string[]): number {
  const index = argv.indexOf('--limit');
  const value = index >= 0 ? Number(argv[index + 1]) : 10;
  return Number.isInteger(value) && value >= 1 && value <= 200 ? value : 10;
}

runCommand(module, main);
