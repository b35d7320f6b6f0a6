import type { Locator, Page } from '@playwright/test';
import { fillCart, fillShippingAddress } from '../support/checkout';
import { expect, test } from '../support/shop';

const WIDTHS = [320, 390, 1280] as const;
const SHOTS = process.env.SHOP_SHOTS_DIR;

/**
 * What is wrong with the step labels shown: a word the browser broke over two lines ("personal|i"),
 * or a label past the list's edge. A label hidden on a narrow phone (1 px, for screen readers) is
 * not shown.
 */
function stepLabelProblems(page: Page): Promise<string[]> {
  return page
    .getByRole('navigation', { name: 'Passaggi del checkout' })
    .locator('ol')
    .evaluate((list) => {
      const problems: string[] = [];
      const edge = list.getBoundingClientRect();
      for (const label of list.querySelectorAll('li > span')) {
        const box = label.getBoundingClientRect();
        const text = label.firstChild;
        if (box.width <= 1 || !text) continue;
        if (box.left < edge.left - 0.5 || box.right > edge.right + 0.5) {
          problems.push(`${label.textContent} overflows`);
        }
        for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) problems.push(`${match[0]} broken`);
        }
      }
      if (list.scrollWidth > list.clientWidth + 1) problems.push('the list scrolls sideways');
      return problems;
    });
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

/** Two inputs side by side stand on the same line: same top, same height. */
async function expectLevel(first: Locator, second: Locator) {
  await expect(async () => {
    const [a, b] = [await boxOf(first), await boxOf(second)];
    expect(Math.abs(a.y - b.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(a.height - b.height)).toBeLessThanOrEqual(1);
    expect(a.x + a.width).toBeLessThanOrEqual(b.x);
  }).toPass();
}

/** Screenshots to look at (never into the repo): the page, and close-ups of `parts`. */
async function shoot(page: Page, name: string, parts: Record<string, Locator> = {}) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  for (const [part, locator] of Object.entries(parts)) {
    await locator.screenshot({ path: `${SHOTS}/${name}-${part}.png` });
  }
}

test('checkout steps keep their words whole at 320, 390 and 1280 px and count the shipping and payment page as steps 3 and 4', async ({
  page,
  shop,
}) => {
  await fillCart(page, shop.it, shop.api);
  await page.goto(`${shop.it}/checkout`);
  const main = page.getByRole('main');
  const steps = main.getByRole('navigation', { name: 'Passaggi del checkout' });
  await expect(steps).toContainText('Passaggio 2 di 5');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expect(steps.locator('li')).toHaveText([
      'Carrello',
      'Dati personali',
      'Spedizione',
      'Pagamento',
      'Riepilogo',
    ]);
    expect(await stepLabelProblems(page)).toEqual([]);
    await shoot(page, `personal-info-${width}`, { steps });
  }

  await main.getByLabel('Email').fill(`e2e-layout-${Date.now().toString(36)}@example.com`);
  await main.getByRole('button', { name: 'Continua come ospite' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Spedizione e pagamento');
  await expect(steps).toContainText('Passaggi 3 e 4 di 5');
  await fillShippingAddress(page);
  await main.getByRole('radio', { name: /Carta di credito/ }).check();

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    expect(await stepLabelProblems(page)).toEqual([]);
    // The dialling code (with its hint) and the phone number; the card's expiry and CVC.
    await expectLevel(main.getByLabel('Prefisso'), main.getByLabel('Numero di telefono'));
    await expectLevel(
      main.getByLabel('Scadenza (MM/AA)'),
      main.getByLabel('Codice di sicurezza (CVC)'),
    );
    await shoot(page, `payment-${width}`, {
      steps,
      phone: main.locator('.shop-address-phone'),
      card: main.getByRole('group', { name: 'Dati della carta' }),
    });
  }

  await main.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
  await main.getByLabel('Scadenza (MM/AA)').fill('12/30');
  await main.getByLabel('Codice di sicurezza (CVC)').fill('123');
  await main.getByLabel('Titolare della carta').fill('Giulia Bianchi');
  await main.getByRole('button', { name: 'Continua al riepilogo' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Riepilogo ordine');
  await expect(steps).toContainText('Passaggio 5 di 5');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    expect(await stepLabelProblems(page)).toEqual([]);
    await shoot(page, `review-${width}`, { steps });
  }
});
