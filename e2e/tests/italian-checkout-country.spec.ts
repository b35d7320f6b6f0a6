import { guestToPayment } from '../support/checkout';
import { expect, test } from '../support/shop';

// Issue 28 item 14: the Italian store ships within Italy only, so its checkout offers Italy alone
// and says plainly where to buy for another country.

test('the Italian checkout offers Italy only, and points to the international store', async ({
  page,
  shop,
}) => {
  await guestToPayment(page, shop.it, shop.api);
  const panel = page.getByRole('main').getByRole('region', { name: 'Indirizzo di spedizione' });
  const country = panel.getByLabel('Paese');
  await expect(country).toHaveValue('IT');
  const choices = await country
    .getByRole('option')
    .evaluateAll((options) => options.map((o) => o.textContent?.trim()));
  expect(choices).toEqual(['Seleziona un paese', 'Italia']);
  await expect(panel.getByText('Il negozio italiano spedisce solo in Italia.')).toBeVisible();
  await expect(panel).toContainText(
    'Il carrello non passa da un negozio all’altro: sul negozio internazionale aggiungi di nuovo i prodotti.',
  );
  // The shipping method for Italy is there at once: no "no delivery methods" to puzzle over.
  await expect(page.getByRole('radio', { name: /Corriere espresso/ })).toBeChecked();

  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await panel.screenshot({ path: test.info().outputPath(`italian-address-step-${width}.png`) });
  }

  const link = panel.getByRole('link', {
    name: "Spedisci fuori dall'Italia? Passa allo store internazionale",
  });
  await expect(link).toHaveAttribute('href', `${shop.intl}/en`);
  await link.click();
  await expect(page).toHaveURL(`${shop.intl}/en`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});
