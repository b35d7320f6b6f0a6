import Fastify from 'fastify';
import type { ShopDatabase } from '../../src/db/database';
import type { EmailMessage } from '../../src/email/email-message';
import { backoff, startEmailSender, type EmailSender } from '../../src/email/email-sender';
import { createSmtpTransport } from '../../src/email/email-transport';
import { claimDueEmails, enqueueEmail } from '../../src/email/outbox-repository';
import { createTestDatabase } from '../helpers/test-database';
import { outboxFor } from '../helpers/outbox';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server';

let database: ShopDatabase;
let smtp: SmtpTestServer;
let sender: EmailSender | null = null;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  smtp = await startSmtpTestServer();
});
afterEach(async () => {
  await sender?.stop();
  sender = null;
  smtp.refuseNext(0);
});
afterAll(async () => {
  await smtp.close();
  await database.destroy();
});

const FROM = 'Aurelia <no-reply@it.localhost>';
const log = Fastify({ logger: false }).log;
let counter = 0;

function message(overrides: Partial<EmailMessage> = {}): EmailMessage {
  const n = ++counter;
  return {
    to: `destinatario${n}@example.com`,
    subject: `Prova ${n}`,
    text: `Conferma: http://it.localhost:8080/pages/newsletter?confirm=tok${n}`,
    html: `<p>Prova ${n}</p>`,
    kind: 'test',
    language: 'it',
    ...overrides,
  };
}

async function enqueue(...messages: EmailMessage[]): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    for (const each of messages) await enqueueEmail(trx, each);
  });
}

function start(retry = { firstDelayMs: 60_000, maxDelayMs: 600_000, maxAttempts: 3 }) {
  sender = startEmailSender({
    db: database.db,
    transport: createSmtpTransport(smtp.url, FROM),
    log,
    // Polls are driven by the test through sendDue().
    pollIntervalMs: 3_600_000,
    retry,
  });
  return sender;
}

test('sends due messages through a real SMTP server and marks them sent', async () => {
  const first = message();
  const second = message({ subject: 'Second message', language: 'en' });
  await enqueue(first, second);

  await start().sendDue();

  const delivered = smtp.received.filter(
    (mail) => mail.to[0] === first.to || mail.to[0] === second.to,
  );
  expect(delivered.map((mail) => mail.to)).toEqual([[first.to], [second.to]]);
  expect(delivered[0]?.from).toBe('no-reply@it.localhost');
  expect(delivered[0]?.raw).toContain(`Subject: ${first.subject}`);
  expect(delivered[0]?.raw).toContain(first.text);
  expect(delivered[0]?.raw).toContain('X-Shop-Email-Kind: test');
  for (const to of [first.to, second.to]) {
    const [row] = await outboxFor(database.db, to);
    expect(row).toMatchObject({ attempts: 1, last_error: null, next_attempt_at: null });
    expect(row?.sent_at).toBeInstanceOf(Date);
  }
});

test("sends a message's own headers (a newsletter's List-Unsubscribe)", async () => {
  const link = 'http://it.localhost:8080/api/newsletter/unsubscribe?token=tok';
  const mail = message({
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  await enqueue(mail);

  await start().sendDue();

  const delivered = smtp.received.find((each) => each.to[0] === mail.to);
  // Headers may be folded onto a continuation line (RFC 5322 §2.2.3); unfolded, they read:
  const headers = (delivered?.raw ?? '').split(/\r?\n\r?\n/)[0]?.replace(/\r?\n(?=[ \t])/g, '');
  const lines = (headers ?? '').split(/\r?\n/).map((line) => line.replace(/:\s+/, ': '));
  expect(lines).toContain(`List-Unsubscribe: <${link}>`);
  expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(lines).toContain('X-Shop-Email-Kind: test');
});

test('records a refused attempt, retries after the backoff and then sends', async () => {
  const mail = message();
  await enqueue(mail);
  smtp.refuseNext(1);
  const sending = start({ firstDelayMs: 60_000, maxDelayMs: 600_000, maxAttempts: 3 });

  await sending.sendDue();

  const [failed] = await outboxFor(database.db, mail.to);
  expect(failed).toMatchObject({ attempts: 1, sent_at: null });
  expect(failed?.last_error).toMatch(/451.*Mailbox busy/);
  const wait = (failed?.next_attempt_at?.getTime() ?? NaN) - Date.now();
  expect(wait).toBeGreaterThan(50_000);
  expect(wait).toBeLessThanOrEqual(60_000);

  // Not due yet: a poll leaves it alone.
  await sending.sendDue();
  expect((await outboxFor(database.db, mail.to))[0]?.attempts).toBe(1);

  await database.db
    .updateTable('email_outbox')
    .set({ next_attempt_at: new Date(Date.now() - 1000) })
    .where('recipient', '=', mail.to)
    .execute();
  await sending.sendDue();

  const [sent] = await outboxFor(database.db, mail.to);
  expect(sent).toMatchObject({ attempts: 2, next_attempt_at: null });
  expect(sent?.sent_at).toBeInstanceOf(Date);
  expect(smtp.received.filter((received) => received.to[0] === mail.to)).toHaveLength(1);
});

test('gives a message up after the last attempt, keeping its error', async () => {
  const mail = message();
  await enqueue(mail);
  smtp.refuseNext(2);
  const sending = start({ firstDelayMs: 1, maxDelayMs: 1, maxAttempts: 2 });

  await sending.sendDue();
  await new Promise((resolve) => setTimeout(resolve, 20));
  await sending.sendDue();

  const [row] = await outboxFor(database.db, mail.to);
  expect(row).toMatchObject({ attempts: 2, sent_at: null, next_attempt_at: null });
  expect(row?.last_error).toMatch(/Mailbox busy/);
});

test('an unreachable server is an error on the message, not a crash', async () => {
  const mail = message();
  await enqueue(mail);
  sender = startEmailSender({
    db: database.db,
    // A port nothing listens on.
    transport: createSmtpTransport('smtp://127.0.0.1:1', FROM),
    log,
    pollIntervalMs: 3_600_000,
  });

  await sender.sendDue();

  const [row] = await outboxFor(database.db, mail.to);
  expect(row).toMatchObject({ attempts: 1, sent_at: null });
  expect(row?.last_error).toMatch(/ECONNREFUSED/);
});

test('two senders claiming at once never take the same message', async () => {
  await database.db.updateTable('email_outbox').set({ next_attempt_at: null }).execute();
  const mails = Array.from({ length: 10 }, () => message());
  await enqueue(...mails);

  const [one, two] = await Promise.all([
    claimDueEmails(database.db, { batchSize: 6, leaseMs: 60_000 }),
    claimDueEmails(database.db, { batchSize: 6, leaseMs: 60_000 }),
  ]);

  const ids = [...one, ...two].map((claimed) => claimed.id);
  expect(ids).toHaveLength(10);
  expect(new Set(ids).size).toBe(10);
  // Claimed messages are not due again before their lease ends.
  expect(await claimDueEmails(database.db, { batchSize: 6, leaseMs: 60_000 })).toEqual([]);
});

test('stop() waits for the message being sent, then closes', async () => {
  await database.db.updateTable('email_outbox').set({ next_attempt_at: null }).execute();
  const mail = message();
  await enqueue(mail);
  const sending = start();

  const poll = sending.sendDue();
  await sending.stop();
  sender = null;
  await poll;

  const [row] = await outboxFor(database.db, mail.to);
  expect(row?.sent_at).toBeInstanceOf(Date);
});

test('the wait doubles after each failure, up to the maximum', () => {
  const retry = { firstDelayMs: 30_000, maxDelayMs: 300_000, maxAttempts: 10 };

  expect([1, 2, 3, 4, 5].map((attempts) => backoff(retry, attempts))).toEqual([
    30_000, 60_000, 120_000, 240_000, 300_000,
  ]);
});
