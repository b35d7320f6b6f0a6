import type { Page } from '@playwright/test';
import { expect, test } from '../support/shop';

/** The crafted link of issue 11: a double slash behind the English prefix. */
const CRAFTED = '/en//evil.example/login';

/**
 * Every link on the page as the browser resolves it, except the footer's fixed social profiles
 * (the only links meant to leave the shop, written in the shell, never built from the URL).
 */
function resolvedLinks(page: Page): Promise<{ shop: string[]; social: string[] }> {
  return page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')];
    const social = all.filter((link) => link.closest('.footer__social'));
    return {
      shop: all.filter((link) => !social.includes(link)).map((link) => link.href),
      social: social.map((link) => link.href),
    };
  });
}

/** Records every main-frame navigation and aborts any request that leaves the shop's hosts. */
async function watchNavigation(page: Page, allowedOrigins: string[]) {
  const navigations: string[] = [];
  const offSite: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await page.route(
    (url) => url.hostname.includes('evil.example'),
    async (route) => {
      offSite.push(route.request().url());
      await route.abort();
    },
  );
  return {
    navigations,
    offSite,
    expectOnShop() {
      expect(offSite).toEqual([]);
      for (const url of navigations) expect(allowedOrigins).toContain(new URL(url).origin);
    },
  };
}

test.describe('a crafted /en//evil.example/login link on the international store', () => {
  test('renders the 404 page with every link on the shop, and the language link stays on it', async ({
    page,
    shop,
  }) => {
    const watch = await watchNavigation(page, [shop.it, shop.intl]);
    const response = await page.goto(`${shop.intl}${CRAFTED}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Page not found',
    );
    const languageLink = page.getByRole('link', { name: 'Italiano' });
    await expect(languageLink).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();

    const links = await resolvedLinks(page);
    expect(links.shop.length).toBeGreaterThan(10);
    for (const href of links.shop) {
      expect([shop.it, shop.intl], href).toContain(new URL(href).origin);
    }
    for (const href of links.social) expect(new URL(href).hostname).not.toContain('evil.example');
    await expect(languageLink).toHaveAttribute('href', '/');

    await languageLink.click();
    await expect(page).toHaveURL(`${shop.intl}/`);
    watch.expectOnShop();
  });

  test.describe('for a visitor from Italy', () => {
    test.use({ locale: 'it-IT', extraHTTPHeaders: { 'Accept-Language': 'it-IT' } });

    test("the suggestion popup's button goes to the Italian store's home", async ({
      page,
      shop,
    }) => {
      const watch = await watchNavigation(page, [shop.it, shop.intl]);
      await page.goto(`${shop.intl}${CRAFTED}`);
      const popup = page.getByRole('dialog', { name: 'Shipping to Italy?' });
      await expect(popup).toBeVisible();
      await popup.getByRole('button', { name: 'Go to the Italian store' }).click();
      await expect(page).toHaveURL(`${shop.it}/`);
      await expect(page.getByRole('main')).toBeVisible();
      watch.expectOnShop();
    });
  });

  test('choosing Italy in the country modal lands on the Italian home', async ({
    page,
    context,
    shop,
  }) => {
    // A stored preference keeps the suggestion popup away, so only the modal is in play.
    await context.addCookies([{ name: 'preference', value: 'FR', url: shop.intl }]);
    const watch = await watchNavigation(page, [shop.it, shop.intl]);
    await page.goto(`${shop.intl}${CRAFTED}`);
    await page.getByRole('button', { name: 'Shipping country: France' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your shipping country' });
    await expect(dialog).toBeVisible();
    // The international store names countries in English (issue 28 item 9).
    await dialog.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Italy' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(`${shop.it}/`);
    watch.expectOnShop();
  });
});

test.describe('guards in English', () => {
  test('an English visitor on an account page is sent to the English login', async ({
    page,
    shop,
  }) => {
    await page.goto(`${shop.intl}/en/account/orders`);
    await expect(page).toHaveURL(`${shop.intl}/en/login?redirect=%2Fen%2Faccount%2Forders`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Sign in');
  });

  test('an English visitor stays on the English home, login and registration pages', async ({
    page,
    shop,
  }) => {
    for (const path of ['/en', '/en/login', '/en/login/register']) {
      await page.goto(`${shop.intl}${path}`);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page).toHaveURL(`${shop.intl}${path}`);
    }
  });
});
