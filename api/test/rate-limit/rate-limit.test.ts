import type { ShopDatabase } from '../../src/db/database';
import {
  hitRateLimit,
  hitRateLimitsInTurn,
  pruneRateLimits,
} from '../../src/rate-limit/rate-limit';
import { createTestDatabase } from '../helpers/test-database';

let database: ShopDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.destroy());

const rule = { limit: 2, windowSeconds: 60 };

test('allows up to the limit, then says how long to wait', async () => {
  const hits = [];
  for (let i = 0; i < 3; i++) hits.push(await hitRateLimit(database.db, 'test', 'a', rule));

  expect(hits.slice(0, 2)).toEqual([{ allowed: true }, { allowed: true }]);
  expect(hits[2]).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
  const wait = hits[2]?.allowed === false ? hits[2].retryAfterSeconds : 0;
  expect(wait).toBeGreaterThanOrEqual(59);
  expect(wait).toBeLessThanOrEqual(60);
  expect(await hitRateLimit(database.db, 'test', 'b', rule)).toEqual({ allowed: true });
  expect(await hitRateLimit(database.db, 'other-rule', 'a', rule)).toEqual({ allowed: true });
});

test('two limits in turn: the second counts only while the first allows, and the verdict names the refusing one', async () => {
  const client = { name: 'turn-client', subject: 'c', rule };
  const account = (subject: string) => ({
    name: 'turn-account',
    subject,
    rule: { ...rule, limit: 1 },
  });

  expect(await hitRateLimitsInTurn(database.db, client, account('x'))).toEqual({ allowed: true });
  expect(await hitRateLimitsInTurn(database.db, client, account('x'))).toEqual({
    allowed: false,
    retryAfterSeconds: expect.any(Number),
    refusedBy: 'second',
  });
  expect(await hitRateLimitsInTurn(database.db, client, account('y'))).toEqual({
    allowed: false,
    retryAfterSeconds: expect.any(Number),
    refusedBy: 'first',
  });
  // The client over its limit did not use up account y's count.
  expect(await hitRateLimit(database.db, 'turn-account', 'y', { ...rule, limit: 1 })).toEqual({
    allowed: true,
  });
});

test('pruning deletes only the counters whose window has ended', async () => {
  await hitRateLimit(database.db, 'prune', 'old', rule);
  await database.db
    .updateTable('rate_limit_counters')
    .set({ window_ends_at: new Date(Date.now() - 1000) })
    .where('bucket', 'like', 'prune:%')
    .execute();
  await hitRateLimit(database.db, 'prune', 'current', rule);
  await hitRateLimit(database.db, 'prune', 'current', rule);

  await pruneRateLimits(database.db);

  const left = await database.db
    .selectFrom('rate_limit_counters')
    .select('hits')
    .where('bucket', 'like', 'prune:%')
    .execute();
  expect(left).toEqual([{ hits: 2 }]);
});
