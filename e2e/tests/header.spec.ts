import { expect, test } from '../support/shop';

test.describe('desktop header (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the category menu with subcategories on hover, and no menu button', async ({
    page,
    shop,
  }) => {
    await page.goto(`${shop.it}/`);
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await nav.getByRole('link', { name: 'Donna', exact: true }).hover();
    await nav.getByRole('link', { name: 'Abiti', exact: true }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Abiti');
  });

  test('can be crossed with the keyboard alone', async ({ page, shop }) => {
    await page.goto(`${shop.it}/`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Vai al contenuto' })).toBeFocused();
    const reached: string[] = [];
    for (let i = 0; i < 40 && !reached.includes('Carrello'); i += 1) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        return (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim();
      });
      reached.push(name.startsWith('Carrello') ? 'Carrello' : name);
    }
    expect(reached).toEqual(
      expect.arrayContaining([
        'Aurelia, vai alla home',
        'Uomo',
        'Donna',
        'Camicie',
        'Aiuto',
        'English',
        'Accedi',
        'Carrello',
      ]),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${shop.it}/cart`);
  });
});

test.describe('mobile header (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('hides the desktop menu and opens an accessible menu that Escape closes', async ({
    page,
    shop,
  }) => {
    await page.goto(`${shop.it}/`);
    await expect(page.locator('.main-nav')).toBeHidden();
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog.getByRole('link', { name: 'Uomo', exact: true })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('goes to a category and closes', async ({ page, shop }) => {
    await page.goto(`${shop.it}/`);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Camicie' })
      .first()
      .click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Camicie');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});
