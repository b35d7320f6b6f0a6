import { expect, test } from '../support/shop';

// Issue 28 item 10: switching language on search results keeps the search, once, on the other
// language's search path, on both stores.

for (const store of ['it', 'intl'] as const) {
  test(`the language switch on search results keeps the query on the ${store} store`, async ({
    page,
    context,
    shop,
  }) => {
    const origin = shop[store];
    // No store suggestion in the way.
    await context.addCookies([{ name: 'preference', value: 'FR', url: shop.intl }]);
    await page.goto(`${origin}/cerca?q=lino`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('lino');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`${origin}/en/search?q=lino`);
    await expect(main.getByRole('heading', { level: 1 })).toContainText('lino');
    await expect(main.getByRole('searchbox').or(main.getByRole('combobox')).first()).toHaveValue(
      'lino',
    );

    await page.getByRole('banner').getByRole('link', { name: 'Italiano' }).click();
    await expect(page).toHaveURL(`${origin}/cerca?q=lino`);
    await expect(main.getByRole('heading', { level: 1 })).toContainText('lino');
  });
}
