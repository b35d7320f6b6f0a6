import { expect, test } from '../support/shop';

const ONE_DAY_SECONDS = 86_400;

test('choosing France in the country modal lands on the international store and remembers France for a day', async ({
  page,
  context,
  shop,
}) => {
  await page.goto(`${shop.it}/`);
  await page.getByRole('button', { name: 'Paese di spedizione: Italia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scegli il paese di spedizione' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: /^Paese/ }).click();
  await expect(dialog.getByRole('option')).toHaveCount(28);
  await dialog.getByRole('option', { name: 'France', exact: true }).click();
  await dialog.getByRole('button', { name: 'Conferma' }).click();

  // The choice travels in the URL and the landing page removes it once stored.
  await expect(page).toHaveURL(`${shop.intl}/en`);
  await expect(page.getByRole('button', { name: 'Shipping country: France' })).toBeVisible();
  const preference = (await context.cookies(shop.intl)).find(
    (cookie) => cookie.name === 'preference',
  );
  expect(preference?.value).toBe('FR');
  const secondsLeft = (preference?.expires ?? 0) - Date.now() / 1000;
  expect(secondsLeft).toBeGreaterThan(ONE_DAY_SECONDS - 120);
  expect(secondsLeft).toBeLessThanOrEqual(ONE_DAY_SECONDS + 5);
});

test.describe('a visitor from the United Kingdom on the Italian store', () => {
  test.use({ locale: 'en-GB', extraHTTPHeaders: { 'Accept-Language': 'en-GB' } });

  test('is offered the international store, in a popup that closes itself after 30 s', async ({
    page,
    shop,
  }) => {
    await page.clock.install();
    await page.goto(`${shop.it}/`);
    const popup = page.getByRole('dialog', { name: "Spedisci fuori dall'Italia?" });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('Regno Unito');
    await expect(popup.getByRole('button', { name: 'Resta sul negozio italiano' })).toBeVisible();
    await expect(
      popup.getByRole('button', { name: 'Vai al negozio internazionale' }),
    ).toBeVisible();

    await page.clock.runFor(30_000);
    await expect(popup).toBeHidden();
  });
});

test('the country modal closes on Escape and on a scroll of more than 20% of the window height', async ({
  page,
  shop,
}) => {
  await page.goto(`${shop.it}/`);
  const picker = page.getByRole('button', { name: 'Paese di spedizione: Italia' });
  const dialog = page.getByRole('dialog', { name: 'Scegli il paese di spedizione' });

  await picker.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(picker).toBeFocused();

  await page.evaluate(() => {
    document.body.style.minHeight = '300vh';
  });
  await picker.click();
  await expect(dialog).toBeVisible();

  // Just under a fifth of the window: the modal stays.
  await page.evaluate(async () => {
    window.scrollBy(0, window.innerHeight * 0.2 - 10);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await expect(dialog).toBeVisible();

  // Past it: the modal closes.
  await page.evaluate(() => window.scrollBy(0, 20));
  await expect(dialog).toBeHidden();
});
