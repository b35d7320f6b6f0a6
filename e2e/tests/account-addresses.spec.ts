import { registerCustomer } from '../support/account';
import { fillAddressForm, MILAN_ADDRESS } from '../support/checkout';
import { blockingViolations } from '../support/accessibility';
import { expect, test } from '../support/shop';

test('a customer adds, edits and deletes an address; axe finds nothing serious', async ({
  page,
  shop,
}) => {
  // Registration through the e-mailed link, four whole-page audits and an edit: minutes on a busy machine.
  test.setTimeout(240_000);
  await registerCustomer(page, shop, 'addresses');

  await page.goto(`${shop.it}/account`);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'I miei indirizzi' }).click();
  await expect(page).toHaveURL(`${shop.it}/account/addresses`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('I miei indirizzi');
  await expect(main.getByText('Nessun indirizzo trovato')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await main.getByRole('button', { name: 'Aggiungi un indirizzo' }).click();
  await expect(main.getByRole('heading', { name: 'Nuovo indirizzo' })).toBeFocused();
  await main.getByRole('button', { name: 'Salva l’indirizzo' }).click();
  await expect(main.getByLabel('Nome', { exact: true })).toHaveAccessibleDescription(
    'Il campo è obbligatorio',
  );
  await expect(main.getByLabel('Numero civico')).toHaveAccessibleDescription(
    'Il numero civico è obbligatorio!',
  );
  await expect(main.getByLabel('Numero di telefono')).toHaveAccessibleDescription(
    'Il numero di telefono è obbligatorio',
  );
  await expect(main.getByLabel('Paese')).toHaveAccessibleDescription(
    'Seleziona un paese tra quelli disponibili',
  );
  expect(await blockingViolations(page)).toEqual([]);

  await fillAddressForm(page, {
    ...MILAN_ADDRESS,
    lastName: 'Rossi',
    additionalInfo: 'Scala C',
    fiscalCode: 'rssgli90c47f205w',
  });
  await main.getByRole('button', { name: 'Salva l’indirizzo' }).click();

  await expect(main.getByRole('status').filter({ hasText: 'Indirizzo salvato' })).toBeVisible();
  const list = main.getByRole('list', { name: 'Indirizzi salvati' });
  const card = list.getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Via della Spiga 12');
  await expect(card).toContainText('+39 3331234567');
  await expect(card).toContainText('RSSGLI90C47F205W');
  await expect(card).toContainText('Indirizzo predefinito');

  await card.getByRole('button', { name: 'Modifica' }).click();
  await expect(main.getByLabel('Numero civico')).toHaveValue('12');
  await main.getByLabel('Numero civico').fill('14');
  await main.getByRole('button', { name: 'Salva l’indirizzo' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Indirizzo aggiornato' })).toBeVisible();
  await expect(card).toContainText('Via della Spiga 14');

  // Still there after a reload: it is saved on the server.
  await page.reload();
  await expect(main.getByRole('list', { name: 'Indirizzi salvati' })).toContainText(
    'Via della Spiga 14',
  );
  expect(await blockingViolations(page)).toEqual([]);

  await card.getByRole('button', { name: 'Elimina' }).click();
  await expect(
    card.getByRole('group', { name: 'Vuoi davvero eliminare questo indirizzo?' }),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Sì, elimina' }).click();
  await expect(main.getByText('Nessun indirizzo trovato')).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: 'Indirizzo eliminato' })).toBeVisible();
});

test('the addresses page fits a 320 px wide screen with 44 px targets', async ({ page, shop }) => {
  await registerCustomer(page, shop, 'addresses');
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`${shop.it}/account/addresses`);
  const main = page.getByRole('main');
  await expect(main.getByText('Nessun indirizzo trovato')).toBeVisible();
  await main.getByRole('button', { name: 'Aggiungi un indirizzo' }).click();
  await expect(main.getByLabel('Paese')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  for (const target of [
    main.getByRole('button', { name: 'Salva l’indirizzo' }),
    main.getByRole('button', { name: 'Annulla' }),
    main.getByLabel('Paese'),
    main.getByLabel('Prefisso'),
  ]) {
    const box = await target.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
});

test('a visitor is sent from /account/addresses to /login, with the way back', async ({
  page,
  shop,
}) => {
  await page.goto(`${shop.it}/account/addresses`);
  await expect(page).toHaveURL(`${shop.it}/login?redirect=%2Faccount%2Faddresses`);
});
