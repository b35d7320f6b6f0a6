import { expect, test } from '../support/shop';
import { untilHydrated } from '../support/server-rendering';

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

  // A native select: the 28 countries after its placeholder.
  const country = dialog.getByRole('combobox', { name: 'Paese' });
  await expect(country.getByRole('option')).toHaveCount(29);
  await country.selectOption({ label: 'Francia' });
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

test.describe('the store suggestion popup', () => {
  test.use({ locale: 'en-GB', extraHTTPHeaders: { 'Accept-Language': 'en-GB' } });

  test('at 320 px fits the screen, goes under the menu, and Escape closes it for a day with focus back', async ({
    page,
    context,
    shop,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${shop.it}/`);
    const popup = page.getByRole('dialog', { name: "Spedisci fuori dall'Italia?" });
    await expect(popup).toBeInViewport({ ratio: 1 });
    expect((await popup.boundingBox())?.x).toBeGreaterThanOrEqual(0);

    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    const box = await popup.boundingBox();
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest('.mobile-menu') !== null,
      [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2],
    );
    expect(onTop).toBe(true);
    await page.keyboard.press('Escape');
    await expect(popup).toBeVisible();

    // Keyboard users meet it right after the skip link, and come back there when it closes.
    const skip = page.getByRole('link', { name: 'Vai al contenuto' });
    await skip.focus();
    await page.keyboard.press('Tab');
    await expect(popup.getByRole('button', { name: 'Chiudi' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(skip).toBeFocused();

    const dismissed = (await context.cookies(shop.it)).find(
      (cookie) => cookie.name === 'suggestion-dismissed',
    );
    const secondsLeft = (dismissed?.expires ?? 0) - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(ONE_DAY_SECONDS - 120);
    expect(secondsLeft).toBeLessThanOrEqual(ONE_DAY_SECONDS + 5);
    await page.goto(`${shop.it}/pages/faq`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(popup).toHaveCount(0);
  });

  test('never covers the control a keyboard user is on', async ({ page, shop }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${shop.it}/pages/faq`);
    const popup = page.getByRole('dialog', { name: "Spedisci fuori dall'Italia?" });
    await expect(popup).toBeVisible();
    await page.getByRole('link', { name: 'Aiuto' }).first().focus();
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      const covered = await page.evaluate(() => {
        const active = document.activeElement;
        const over = document.querySelector('.country-suggestion');
        if (!active || !over || over.contains(active)) return false;
        const a = active.getBoundingClientRect();
        const b = over.getBoundingClientRect();
        return a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;
      });
      expect(covered, `Tab ${i + 1}`).toBe(false);
    }
  });
});

test.describe('a visitor from Italy on the international store', () => {
  test('is not asked again after staying, after scrolling it away or after going Back', async ({
    page,
    context,
    shop,
  }) => {
    const popup = page.getByRole('dialog', { name: 'Shipping to Italy?' });
    const expectNoPopupOn = async (path: string) => {
      await page.goto(`${shop.intl}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(500);
      await expect(popup).toHaveCount(0);
    };

    await page.goto(`${shop.intl}/en`);
    await popup.getByRole('button', { name: 'Stay on the international store' }).click();
    await expect(popup).toBeHidden();
    await expectNoPopupOn('/en/pages/faq');

    await context.clearCookies();
    await page.goto(`${shop.intl}/en`);
    await expect(popup).toBeVisible();
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.2 + 20));
    await expect(popup).toBeHidden();
    await expectNoPopupOn('/en/cart');

    await context.clearCookies();
    await page.goto(`${shop.intl}/en`);
    await expect(popup).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(`${shop.intl}/en/pages/faq`);
    await page.goBack();
    await expect(page).toHaveURL(`${shop.intl}/en`);
    await expect(popup).toBeHidden();
    await expectNoPopupOn('/en/pages/returns');
  });
});

for (const [store, width] of [
  ['it', 320],
  ['intl', 320],
  ['it', 1280],
  ['intl', 1280],
] as const) {
  test(`the country modal fits ${width} px on the ${store} store with its select in view`, async ({
    page,
    context,
    shop,
  }) => {
    await page.setViewportSize({ width, height: width === 320 ? 640 : 800 });
    // No store suggestion in the way.
    await context.addCookies([{ name: 'preference', value: 'FR', url: shop.intl }]);
    await page.goto(store === 'it' ? `${shop.it}/` : `${shop.intl}/en`);
    await page.getByRole('button', { name: /^(Paese di spedizione|Shipping country)/ }).click();
    const dialog = page.getByRole('dialog', { name: /^(Scegli il paese|Choose your)/ });
    const frame = await dialog.boundingBox();
    expect(frame?.x).toBeGreaterThanOrEqual(0);
    expect((frame?.x ?? 0) + (frame?.width ?? 0)).toBeLessThanOrEqual(width);

    const country = dialog.getByRole('combobox', { name: /^(Paese|Country)$/ });
    await expect(country).toBeFocused();
    // The select's list is the browser's own picker, drawn over the page: the dialog keeps its
    // title, close button and select in view without scrolling.
    expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);
    for (const element of [
      dialog.getByRole('heading'),
      dialog.getByRole('button', { name: /^(Chiudi|Close)$/ }),
      country,
    ]) {
      const box = await element.boundingBox();
      expect(box?.y).toBeGreaterThanOrEqual(frame?.y ?? 0);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(
        (frame?.y ?? 0) + (frame?.height ?? 0) + 1,
      );
    }
    await expect(dialog).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath(`country-modal-${store}-${width}.png`) });
  });
}

test('browser Back closes the country modal on the page it goes back to', async ({
  page,
  shop,
}) => {
  await page.goto(`${shop.it}/`);
  // A move within the shop, which Back undoes in the page: before the scripts, the link would
  // load the next page whole, and Back the home page again.
  await untilHydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Aiuto' }).click();
  await expect(page).toHaveURL(`${shop.it}/pages/faq`);
  const picker = page.getByRole('button', { name: 'Paese di spedizione: Italia' });
  await picker.click();
  const dialog = page.getByRole('dialog', { name: 'Scegli il paese di spedizione' });
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`${shop.it}/`);
  await expect(dialog).toBeHidden();
  await expect(picker).toBeFocused();
});
