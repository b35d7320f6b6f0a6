import type { APIRequestContext } from '@playwright/test';
import type { OutboxMessage, OperatorOutboxResponse } from '@shop/shared/contracts';
import { expect } from './shop';

/** The newest e-mails of the outbox, read as an operator reads them (`GET /api/operator/outbox`). */
export async function outboxMessages(
  request: APIRequestContext,
  shop: { api: string; operatorToken: string },
): Promise<OutboxMessage[]> {
  const response = await request.get(`${shop.api}/api/operator/outbox?limit=200`, {
    headers: { Authorization: `Bearer ${shop.operatorToken}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as OperatorOutboxResponse).messages;
}

/** Waits for the first e-mail that `matches`, and answers it. */
export async function waitForEmail(
  request: APIRequestContext,
  shop: { api: string; operatorToken: string },
  matches: (message: OutboxMessage) => boolean,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await outboxMessages(request, shop)).find(matches);
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxMessage;
}
