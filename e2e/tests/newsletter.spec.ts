import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { OperatorOutboxResponse, OutboxMessage } from '@shop/shared/contracts';
import { expect, test } from '../support/shop';

const CHECK_INBOX =
  "Quasi fatto! Controlla la tua casella di posta e apri il link che ti abbiamo inviato per confermare l'iscrizione: riceverai il codice sconto del 10% sul primo ordine. Se sei già iscritto, non devi fare nulla.";
const CONFIRMED =
  'Iscrizione confermata! Ti abbiamo inviato via email il codice sconto del 10% sul primo ordine.';
const INVALID_LINK =
  'Il link di conferma non è valido o è scaduto. Iscriviti di nuovo per riceverne uno nuovo.';

/** An address no earlier run has used (the shop's database outlives a run). */
function uniqueEmail(label: string): string {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `e2e-${label}-${unique}@example.com`;
}

/** The newsletter block rendered by mf_content inside `scope` (main or the footer). */
function newsletterBlock(scope: Locator): Locator {
  return scope
    .locator('[data-boundary="mf_content"]')
    .getByRole('region', { name: 'Iscriviti alla newsletter' });
}

async function signUp(block: Locator, email: string): Promise<void> {
  await block.getByRole('textbox', { name: 'Email' }).fill(email);
  await block.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await block.getByRole('button', { name: 'Iscriviti', exact: true }).click();
}

async function expectAskedToCheckInbox(block: Locator): Promise<void> {
  await expect(block.getByRole('status')).toHaveText(CHECK_INBOX);
  await expect(block.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  await expect(
    block.getByRole('checkbox', { name: /informativa sulla privacy/ }),
  ).not.toBeChecked();
}

async function openNewsletterPage(page: Page, origin: string): Promise<Locator> {
  await page.goto(`${origin}/pages/newsletter`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('La nostra newsletter');
  return newsletterBlock(main);
}

/** The e-mails the shop wrote to `email`, oldest first, read as an operator reads them. */
async function emailsTo(
  request: APIRequestContext,
  shop: { api: string; operatorToken: string },
  email: string,
): Promise<OutboxMessage[]> {
  const response = await request.get(`${shop.api}/api/operator/outbox?limit=200`, {
    headers: { Authorization: `Bearer ${shop.operatorToken}` },
  });
  expect(response.status()).toBe(200);
  const { messages } = (await response.json()) as OperatorOutboxResponse;
  return messages.filter((message) => message.to === email).reverse();
}

function confirmationLink(message: OutboxMessage | undefined): string {
  const link = /https?:\/\/\S+[?&]confirm=[A-Za-z0-9_-]+/.exec(message?.text ?? '')?.[0];
  if (!link) throw new Error(`No confirmation link in: ${message?.text}`);
  return link;
}

test('signing up, then confirming through the link of the e-mail, gives the 10% code', async ({
  page,
  request,
  shop,
}) => {
  const email = uniqueEmail('page');
  const block = await openNewsletterPage(page, shop.it);

  await signUp(block, email);
  await expectAskedToCheckInbox(block);

  const [invitation] = await emailsTo(request, shop, email);
  expect(invitation?.subject).toBe('Conferma la tua iscrizione alla newsletter Aurelia');
  const link = confirmationLink(invitation);
  expect(link.startsWith(`${shop.it}/pages/newsletter?confirm=`)).toBe(true);

  await page.goto(link);

  await expect(page.getByRole('main').getByText(CONFIRMED)).toBeVisible();
  const welcome = (await emailsTo(request, shop, email)).at(-1);
  expect(welcome?.kind).toBe('newsletter-welcome');
  expect(welcome?.text).toMatch(/BENVENUTO10-[A-Z2-9]{10}/);

  // Opening the link again (a reload, a second click) still says confirmed, and sends nothing more.
  await page.reload();
  await expect(page.getByRole('main').getByText(CONFIRMED)).toBeVisible();
  expect(await emailsTo(request, shop, email)).toHaveLength(2);
});

test('signing up an address again looks exactly like the first time', async ({
  page,
  request,
  shop,
}) => {
  const email = uniqueEmail('again');
  const block = await openNewsletterPage(page, shop.it);

  await signUp(block, email);
  await expectAskedToCheckInbox(block);
  await page.goto(confirmationLink((await emailsTo(request, shop, email))[0]));
  await expect(page.getByRole('main').getByText(CONFIRMED)).toBeVisible();

  const again = await openNewsletterPage(page, shop.it);
  await signUp(again, email);

  await expectAskedToCheckInbox(again);
  await expect(again.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  // Already confirmed: no new confirmation e-mail.
  expect((await emailsTo(request, shop, email)).map((message) => message.kind)).toEqual([
    'newsletter-confirmation',
    'newsletter-welcome',
  ]);
});

test('an invalid confirmation link is explained in red, with the form to sign up again', async ({
  page,
  shop,
}) => {
  await page.goto(`${shop.it}/pages/newsletter?confirm=${'x'.repeat(43)}`);
  const main = page.getByRole('main');

  const alert = main.getByRole('alert').filter({ hasText: INVALID_LINK });
  await expect(alert).toBeVisible();
  const [r, g, b] = await alert.evaluate((element) =>
    (getComputedStyle(element).color.match(/\d+/g) ?? []).map(Number),
  );
  expect(r).toBeGreaterThan(150);
  expect(g).toBeLessThan(100);
  expect(b).toBeLessThan(100);
  await expect(newsletterBlock(main).getByRole('textbox', { name: 'Email' })).toBeVisible();
});

test('an English signup links to the English page of the international store', async ({
  request,
  shop,
}) => {
  const email = uniqueEmail('english');

  const response = await request.post(`${shop.api}/api/newsletter`, {
    data: { email, language: 'en', privacy: true },
  });

  expect(response.status()).toBe(200);
  const [invitation] = await emailsTo(request, shop, email);
  expect(invitation?.subject).toBe('Confirm your subscription to the Aurelia newsletter');
  expect(confirmationLink(invitation).startsWith(`${shop.intl}/en/pages/newsletter?confirm=`)).toBe(
    true,
  );
});

test("the footer's newsletter block on the home page signs an address up", async ({
  page,
  shop,
}) => {
  await page.goto(`${shop.it}/`);
  // The block loads as the shopper nears the footer.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const block = newsletterBlock(page.getByRole('contentinfo'));
  await expect(block).toBeVisible();

  await signUp(block, uniqueEmail('footer'));

  await expectAskedToCheckInbox(block);
});

test('the outbox endpoint refuses a request without the operator token', async ({
  request,
  shop,
}) => {
  const response = await request.get(`${shop.api}/api/operator/outbox`);

  expect(response.status()).toBe(401);
  expect(await response.text()).not.toContain('@example.com');
});
