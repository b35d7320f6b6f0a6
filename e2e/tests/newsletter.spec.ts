import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/shop';

const THANKS = /Grazie per l'iscrizione!.*10% sul primo ordine/;
const ALREADY_SUBSCRIBED = 'Questo indirizzo email è già iscritto alla newsletter.';

/** An address no earlier run has subscribed (the shop's database outlives a run). */
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

async function expectSubscribed(block: Locator): Promise<void> {
  await expect(block.getByRole('status')).toHaveText(THANKS);
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

test('the newsletter page signs an address up, confirms and empties the form', async ({
  page,
  shop,
}) => {
  const block = await openNewsletterPage(page, shop.it);

  await signUp(block, uniqueEmail('page'));

  await expectSubscribed(block);
});

test("an address already subscribed gets the server's message in red, above the form", async ({
  page,
  request,
  shop,
}) => {
  const email = uniqueEmail('again');
  const first = await request.post(`${shop.api}/api/newsletter`, {
    data: { email, language: 'it', privacy: true },
  });
  expect(first.status()).toBe(200);
  const block = await openNewsletterPage(page, shop.it);

  await signUp(block, email);

  const alert = block.getByRole('alert').filter({ hasText: ALREADY_SUBSCRIBED });
  await expect(alert).toHaveText(ALREADY_SUBSCRIBED);
  const [r, g, b] = await alert.evaluate((element) =>
    (getComputedStyle(element).color.match(/\d+/g) ?? []).map(Number),
  );
  expect(r).toBeGreaterThan(150);
  expect(g).toBeLessThan(100);
  expect(b).toBeLessThan(100);
  const emailField = block.getByRole('textbox', { name: 'Email' });
  await expect(emailField).toHaveValue(email);
  const [alertBox, fieldBox] = await Promise.all([alert.boundingBox(), emailField.boundingBox()]);
  expect(alertBox && fieldBox && alertBox.y + alertBox.height <= fieldBox.y).toBe(true);
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

  await expectSubscribed(block);
});
