import { expect, test } from '../support/shop';

test.describe('search', () => {
  test('the header field suggests as the shopper types, and Enter lists the results', async ({
    page,
    shop,
  }) => {
    await page.goto(`${shop.it}/`);
    const field = page.getByRole('banner').getByRole('searchbox', { name: 'Cerca prodotti' });
    await field.click();
    // The catalogue's box takes over the field, with what was typed and the focus.
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Cerca prodotti' });
    await box.pressSequentially('camica', { delay: 40 });
    const suggestions = page.getByRole('banner').getByRole('option');
    await expect(suggestions.first()).toContainText(/Camicia/);

    await box.press('Enter');
    await expect(page).toHaveURL(`${shop.it}/cerca?q=camica`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Risultati per «camica»');
    await expect(main.getByRole('heading', { level: 2, name: /\d+ prodotti/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /Camicia/ }).first()).toBeVisible();
  });

  test('a suggestion leads straight to its product', async ({ page, shop }) => {
    await page.goto(`${shop.intl}/en`);
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search products' }).click();
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await box.pressSequentially('oxford', { delay: 40 });
    const first = page.getByRole('banner').getByRole('option').first();
    const name = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/en\/products\//);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('the results page comes from the server with its results, and says when nothing matches', async ({
    page,
    shop,
  }) => {
    await page.goto(`${shop.it}/cerca?q=Maglione`);
    const count = page.getByRole('main').getByRole('heading', { level: 2, name: /prodott/ });
    await expect(count).toHaveText(/\d+ prodott/);
    const upper = await count.textContent();
    await page.goto(`${shop.it}/cerca?q=maglióne`);
    await expect(count).toHaveText(upper ?? '');

    await page.goto(`${shop.it}/cerca?q=zzqqxx`);
    await expect(page.getByRole('main')).toContainText('Nessun prodotto corrisponde a «zzqqxx».');
    await page.goto(`${shop.it}/cerca?q=ab`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Devi inserire almeno 3 caratteri',
    );
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 320, height: 720 }, hasTouch: true, isMobile: true });

    test('the search button opens the field in a row of its own, within the screen', async ({
      page,
      shop,
    }) => {
      await page.goto(`${shop.it}/categories/Uomo`);
      await page.getByRole('button', { name: 'Campo di ricerca' }).tap();
      const box = page.getByRole('banner').getByRole('combobox', { name: 'Cerca prodotti' });
      await expect(box).toBeFocused();
      await box.pressSequentially('lino', { delay: 40 });
      await expect(page.getByRole('banner').getByRole('option').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
      await box.press('Enter');
      await expect(page).toHaveURL(`${shop.it}/cerca?q=lino`);
      await expect(page.getByRole('button', { name: 'Campo di ricerca' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
  });
});
