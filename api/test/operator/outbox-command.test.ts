import { enqueueEmail } from '../../src/email/outbox-repository';
import { main } from '../../src/operator/outbox-command';
import { commandShop } from '../helpers/command-shop';

const commands = commandShop('outbox-command');
beforeAll(() =>
  commands.shop.database.db.transaction().execute((trx) =>
    enqueueEmail(trx, {
      to: 'comando@example.com',
      subject: 'Conferma la tua iscrizione',
      text: 'Conferma: http://it.localhost/pages/newsletter?confirm=abc',
      html: '<p>Conferma</p>',
      kind: 'newsletter-confirmation',
      language: 'it',
    }),
  ),
);

/** Runs the command against the test server, answering its exit code and what it printed. */
const runCommand = (token: string | undefined) => commands.run(main, ['--limit', '5'], token);

test('prints the newest e-mails with recipient, subject and the text with its link', async () => {
  const { code, output } = await runCommand(commands.shop.operatorToken);

  expect(code).toBe(0);
  expect(output).toContain('To:      comando@example.com');
  expect(output).toContain('Subject: Conferma la tua iscrizione');
  expect(output).toContain('newsletter-confirmation (it)');
  expect(output).toContain('http://it.localhost/pages/newsletter?confirm=abc');
});

test('with a wrong token it fails and shows no e-mail', async () => {
  const { code, output } = await runCommand('wrong-token');

  expect(code).toBe(1);
  expect(output).toMatch(/refused \(401\)/);
  expect(output).not.toContain('comando@example.com');
});

test('without any token it says how to get one', async () => {
  const { code, output } = await runCommand(undefined);

  expect(code).toBe(1);
  expect(output).toMatch(/No operator token: set OPERATOR_TOKEN, or start the shop/);
});
