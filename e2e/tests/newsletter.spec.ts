import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { OperatorOutboxResponse, OutboxMessage } from '@shop/shared/contracts';
import { layoutShiftScore, recordLayoutShifts } from '../support/layout-shifts';
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

/** WCAG's contrast ratio of two CSS colours ("rgb(r, g, b)"). */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    const linear = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const [one, two] = [luminance(first), luminance(second)];
  return (Math.max(one, two) + 0.05) / (Math.min(one, two) + 0.05);
}

const FOOTER_STORES = [
  {
    store: 'Italian',
    path: '/pages/faq',
    origin: 'it',
    texts: {
      region: 'Iscriviti alla newsletter',
      privacy: /informativa sulla privacy/,
      required: 'Il campo è obbligatorio',
    },
  },
  {
    store: 'international',
    path: '/en/pages/faq',
    origin: 'intl',
    texts: {
      region: 'Sign up for the newsletter',
      privacy: /privacy policy/,
      required: 'This field is required',
    },
  },
] as const;

for (const { store, path, origin, texts } of FOOTER_STORES) {
  for (const width of [320, 1280]) {
    test.describe(`footer newsletter, ${store} store at ${width} px`, () => {
      test.use({ viewport: { width, height: 740 } });

      test('arrives without moving the footer; a message on blur leaves the privacy box under the pointer; after an Enter signup nothing asks again', async ({
        page,
        shop,
      }) => {
        await recordLayoutShifts(page);
        await page.goto(`${shop[origin]}${path}`);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        // The shopper scrolls down to the footer (again if the page grew meanwhile); the block
        // loads as it comes near.
        const block = page
          .getByRole('contentinfo')
          .locator('[data-boundary="mf_content"]')
          .getByRole('region', { name: texts.region });
        await expect(async () => {
          await page.mouse.wheel(0, 20_000);
          await expect(block).toBeVisible({ timeout: 2_000 });
        }).toPass();
        await page.waitForTimeout(500);
        const footerShift = await layoutShiftScore(page, { only: 'footer' });
        expect(footerShift).toBeLessThanOrEqual(0.02);

        const email = block.getByRole('textbox', { name: 'Email' });
        const privacy = block.getByRole('checkbox', { name: texts.privacy });
        await email.click();
        const before = await privacy.boundingBox();
        // The click on the box is what takes focus from the empty field.
        await privacy.click();
        await expect(block.getByText(texts.required)).toBeVisible();
        await expect(privacy).toBeChecked();
        expect((await privacy.boundingBox())?.y).toBe(before?.y);

        // Keyboard focus is seen: a dark ring inside the white field, a light one by the box.
        await email.focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        const fieldRing = await email.evaluate((element) => getComputedStyle(element).outlineColor);
        expect(contrast(fieldRing, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
        await page.keyboard.press('Tab');
        await expect(privacy).toBeFocused();
        const [boxRing, ground] = await privacy.evaluate((element) => [
          getComputedStyle(element).outlineStyle + ' ' + getComputedStyle(element).outlineColor,
          getComputedStyle(element.closest('footer') ?? document.body).backgroundColor,
        ]);
        expect(boxRing).toMatch(/^solid /);
        expect(contrast(boxRing.replace('solid ', ''), ground)).toBeGreaterThanOrEqual(3);

        await email.fill(uniqueEmail(`footer-${origin}-${width}`));
        await email.press('Enter');
        await expect(block.getByRole('status')).not.toBeEmpty();
        await expect(email).toHaveValue('');
        // The next tap elsewhere leaves the emptied field: no "required" under the thank-you.
        await block.getByRole('heading', { name: texts.region }).click();
        await expect(email).not.toBeFocused();
        await expect(block.getByText(texts.required)).toHaveCount(0);
        // Typing another address drops the answer about the last one.
        await email.pressSequentially('b');
        await expect(block.getByRole('status')).toBeEmpty();
      });
    });
  }
}
