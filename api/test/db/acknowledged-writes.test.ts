import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../src/db/database';
import { shopOrigin, spawnShop, type ShopProcess } from '../helpers/shop-process';

// An acknowledged write must survive the server however it ends. These run `npm start`'s server
// in a process of its own on the embedded database (in both suites: it is PGlite's promise).
let root: string;
let dataDir: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'shop-writes-'));
  dataDir = path.join(root, 'pglite');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function startShop(): ShopProcess {
  return spawnShop({
    DATA_DIR: dataDir,
    OPERATOR_TOKEN: 'test-operator-token',
    NEWSLETTER_LIMIT_PER_CLIENT: '100000/600',
  });
}

type Outcome = { email: string; status: number } | { email: string; error: string };

async function signup(origin: string, email: string): Promise<Outcome> {
  try {
    const response = await fetch(`${origin}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email, language: 'it', privacy: true }),
    });
    await response.arrayBuffer();
    return { email, status: response.status };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { email, error: cause?.code ?? String(error) };
  }
}

/** The addresses the database holds, read after the server is gone. */
async function storedAddresses(): Promise<Set<string>> {
  const database = await createDatabase({ engine: 'pglite', dataDir });
  try {
    const rows = await database.db.selectFrom('newsletter_subscriptions').select('email').execute();
    return new Set(rows.map((row) => row.email));
  } finally {
    await database.destroy();
  }
}

test('SIGKILL right after 200 acknowledged signups loses none of them', async () => {
  const shop = startShop();
  const origin = await shopOrigin(shop);
  const outcomes: Outcome[] = [];
  for (let batch = 0; batch < 20; batch += 1) {
    const emails = Array.from({ length: 10 }, (_, i) => `kill-${batch}-${i}@example.com`);
    outcomes.push(...(await Promise.all(emails.map((email) => signup(origin, email)))));
  }
  shop.child.kill('SIGKILL');
  await shop.exited;

  const acknowledged = outcomes.filter((outcome) => 'status' in outcome && outcome.status < 300);
  expect(acknowledged).toHaveLength(200);
  const stored = await storedAddresses();
  expect(acknowledged.filter(({ email }) => !stored.has(email))).toEqual([]);
});

test('SIGTERM under load: requests in flight finish, nothing is reset, no acknowledged write is lost', async () => {
  const shop = startShop();
  const origin = await shopOrigin(shop);
  const outcomes: Outcome[] = [];
  let sent = 0;
  let stopping = false;
  // Ten shoppers signing up one after another, until the server stops answering.
  const shoppers = Array.from({ length: 10 }, async (_, shopper) => {
    for (;;) {
      const outcome = await signup(origin, `term-${shopper}-${sent++}@example.com`);
      outcomes.push(outcome);
      if ('error' in outcome || (stopping && outcome.status === 503)) return;
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  stopping = true;
  shop.child.kill('SIGTERM');
  const exit = await shop.exited;
  await Promise.all(shoppers);

  expect(exit).toBe(0);
  const acknowledged = outcomes.filter((outcome) => 'status' in outcome && outcome.status < 300);
  expect(acknowledged.length).toBeGreaterThan(20);
  const errors = outcomes.flatMap((outcome) => ('error' in outcome ? [outcome.error] : []));
  // After the server stops listening, a new connection is refused; none in flight is cut.
  expect(errors.filter((code) => code !== 'ECONNREFUSED')).toEqual([]);
  const statuses = new Set(
    outcomes.flatMap((outcome) => ('status' in outcome ? [outcome.status] : [])),
  );
  expect([...statuses].filter((status) => status >= 300 && status !== 503)).toEqual([]);
  const stored = await storedAddresses();
  expect(acknowledged.filter(({ email }) => !stored.has(email))).toEqual([]);
});
