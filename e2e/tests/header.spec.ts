import { expect, test } from '../support/shop';

test.describe('desktop header (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the category menu with subcategories on hover, and no menu button', async ({
    page,
    shop,
  }) => {
    await page.goto(`${shop.intl}/en`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const toggle = nav.getByRole('button', { name: 'Women: subcategories' });
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // An Italian browser on the international store is offered the Italian one. Escape closes the
    // layer opened last, so the menu must open after the suggestion for Escape to reach it.
    const suggestion = page.getByRole('dialog', { name: 'Shipping to Italy?' });
    await expect(suggestion).toBeVisible();
    await nav.getByRole('link', { name: 'Women', exact: true }).hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Escape closes what the pointer opened, and only that.
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Dresses', exact: true })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(suggestion).toBeVisible();
    await page.mouse.move(0, 400);
    await nav.getByRole('link', { name: 'Women', exact: true }).hover();
    await nav.getByRole('link', { name: 'Dresses', exact: true }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Dresses');
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
        'Uomo: sottocategorie',
        'Donna',
        'Donna: sottocategorie',
        'Aiuto',
        'English',
        'Accedi',
        'Carrello',
      ]),
    );
    // Closed subcategory lists are out of the Tab order.
    expect(reached).not.toContain('Camicie');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${shop.it}/cart`);
  });

  test('opens a category list from its button, and Escape closes it back onto the button', async ({
    page,
    shop,
  }) => {
    await page.goto(`${shop.it}/`);
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    const toggle = nav.getByRole('button', { name: 'Donna: sottocategorie' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Camicie' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Abiti' })).toBeHidden();
  });
});

test.describe('mobile header (320 px)', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  for (const store of ['it', 'intl'] as const) {
    test(`the menu offers the other language on the ${store} store`, async ({ page, shop }) => {
      const [home, other, otherHome] =
        store === 'it' ? ['/', 'English', '/en'] : ['/en/pages/faq', 'Italiano', '/pages/faq'];
      await page.goto(`${shop[store]}${home}`);
      await page.getByRole('button', { name: 'Menu' }).click();
      const link = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: other });
      await expect(link).toBeInViewport({ ratio: 1 });
      expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await link.click();
      await expect(page).toHaveURL(`${shop[store]}${otherHome}`);
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    });
  }
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
