import { blockingViolations } from '../support/accessibility';
import { registerCustomer } from '../support/account';
import {
  addressAndCard,
  fillCart,
  guestToPayment,
  payAndReachSuccess,
  TEST_CARD_OK,
} from '../support/checkout';
import { waitForEmail } from '../support/outbox';
import { expect, test } from '../support/shop';

/** "20 giugno 2026 alle 14:32": the acknowledgement's date and time, as the shop writes them. */
const DATE_AND_TIME = /\d{1,2} \p{L}+ \d{4} alle \d{2}:\d{2}/u;

test('a customer’s order after a checkout: listed, its detail, reorder, and withdrawal with its confirmation and e-mail; axe clean', async ({
  page,
  request,
  shop,
}) => {
  // A checkout, the order pages with four audits, a reorder and a withdrawal in two browsers.
  test.setTimeout(240_000);
  const email = await registerCustomer(page, shop, 'orders');
  await fillCart(page, shop.it, shop.api);
  await page.goto(`${shop.it}/checkout`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Continua', exact: true }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Spedizione e pagamento');
  await addressAndCard(page, TEST_CARD_OK);
  const orderId = await payAndReachSuccess(page);

  // The list, from the account's overview.
  await page.goto(`${shop.it}/account`);
  await main.getByRole('link', { name: 'I miei ordini' }).click();
  await expect(page).toHaveURL(`${shop.it}/account/orders`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('I miei ordini');
  const link = main.getByRole('link', { name: `Ordine ${orderId}` });
  await expect(link).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: `Ordine ${orderId}` })).toContainText(
    'Confermato · In preparazione · Pagato',
  );
  expect(await blockingViolations(page)).toEqual([]);

  // The detail.
  await link.click();
  await expect(page).toHaveURL(`${shop.it}/account/orders/${orderId}`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Ordine ${orderId}`);
  const details = main.getByRole('region', { name: 'Dettagli dell’ordine' });
  await expect(details).toContainText('Data dell’ordine');
  await expect(details).toContainText(
    'Giulia Bianchi, Via della Spiga 12, 20121 Milano (MI), Italia',
  );
  await expect(details).toContainText('Confermato');
  await expect(details).toContainText('In preparazione');
  await expect(details).toContainText('Pagato');
  await expect(main.getByRole('region', { name: 'Prodotti' })).toContainText('Quantità: 1');
  await expect(main.getByRole('link', { name: 'Torna ai miei ordini' })).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Storia dell’ordine' }).getByRole('listitem'),
  ).toHaveText([/Ordine ricevuto$/, /Pagamento ricevuto$/]);
  expect(await blockingViolations(page)).toEqual([]);

  // Reorder: the cart takes the products back, and the header's badge follows.
  await main.getByRole('button', { name: 'Ordina di nuovo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'di nuovo nel carrello' })).toContainText(
    'I prodotti del tuo ordine sono di nuovo nel carrello',
  );
  await page.goto(`${shop.it}/cart`);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main).not.toContainText(/carrello è vuoto/i);

  // Withdrawal: a clearly labelled function, then a separate confirmation.
  await page.goto(`${shop.it}/account/orders/${orderId}`);
  const withdrawal = main.getByRole('region', { name: 'Recesso dal contratto' });
  await expect(withdrawal).toContainText(
    /Puoi recedere dal contratto entro il \d{1,2} \p{L}+ \d{4}/u,
  );
  await withdrawal.getByRole('button', { name: 'Recedi dal contratto qui' }).click();
  await expect(withdrawal.getByRole('heading', { name: 'Conferma il recesso' })).toBeFocused();
  await expect(withdrawal).toContainText(email);
  expect(await blockingViolations(page)).toEqual([]);
  await withdrawal.getByRole('button', { name: 'Conferma il recesso' }).click();
  const received = withdrawal.getByRole('status');
  await expect(received).toContainText(
    `Abbiamo ricevuto il tuo recesso dal contratto per l’ordine ${orderId} il`,
  );
  await expect(received).toContainText(DATE_AND_TIME);
  await expect(withdrawal.getByRole('button')).toHaveCount(0);

  const acknowledgement = await waitForEmail(
    request,
    shop,
    (message) => message.to === email && message.kind === 'order-withdrawal',
  );
  expect(acknowledgement.subject).toBe(`Recesso dall’ordine ${orderId} ricevuto`);
  expect(acknowledgement.text).toMatch(DATE_AND_TIME);
  expect(acknowledgement.text).toContain(`/account/orders/${orderId}`);

  // Read again, the order says when the shopper withdrew and offers the function no more.
  await page.reload();
  await expect(withdrawal).toContainText(/Hai receduto dal contratto il/);
  await expect(withdrawal.getByRole('button')).toHaveCount(0);
});

test('a guest withdraws through the link of the order e-mail, in another browser', async ({
  browser,
  page,
  request,
  shop,
}) => {
  const email = `e2e-withdrawal-${Date.now().toString(36)}@example.com`;
  await guestToPayment(page, shop.it, shop.api, email);
  await addressAndCard(page, TEST_CARD_OK);
  const orderId = await payAndReachSuccess(page);

  const confirmation = await waitForEmail(
    request,
    shop,
    (message) => message.to === email && message.kind === 'order-confirmation',
  );
  const link = /https?:\/\/\S+\/checkout\/success\/\S+\?access=[A-Za-z0-9_-]+/.exec(
    confirmation.text,
  )?.[0];
  expect(link).toBeTruthy();

  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await other.goto(link ?? '');
    const main = other.getByRole('main');
    const withdrawal = main.getByRole('region', { name: 'Recesso dal contratto' });
    await withdrawal.getByRole('button', { name: 'Recedi dal contratto qui' }).click();
    await expect(withdrawal.getByRole('heading', { name: 'Conferma il recesso' })).toBeFocused();
    expect(await blockingViolations(other)).toEqual([]);
    await withdrawal.getByRole('button', { name: 'Conferma il recesso' }).click();
    await expect(withdrawal.getByRole('status')).toContainText(
      `Abbiamo ricevuto il tuo recesso dal contratto per l’ordine ${orderId}`,
    );
  } finally {
    await elsewhere.close();
  }
  const acknowledgement = await waitForEmail(
    request,
    shop,
    (message) => message.to === email && message.kind === 'order-withdrawal',
  );
  expect(acknowledgement.text).toMatch(DATE_AND_TIME);

  // The order number alone withdraws nothing, and a guest has no account pages.
  const bare = await page.evaluate(async (id) => {
    const response = await fetch(`/api/checkout/orders/${id}/withdrawal`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ language: 'it' }),
    });
    return response.status;
  }, orderId);
  expect(bare).toBe(404);
  await page.goto(`${shop.it}/account/orders/${orderId}`);
  await expect(page).toHaveURL(
    `${shop.it}/login?redirect=${encodeURIComponent(`/account/orders/${orderId}`)}`,
  );
});

test('a visitor is sent from the orders pages to /login, with the way back', async ({
  page,
  shop,
}) => {
  await page.goto(`${shop.it}/account/orders`);
  await expect(page).toHaveURL(`${shop.it}/login?redirect=%2Faccount%2Forders`);
  await page.goto(`${shop.it}/en/account/orders/IT-2026-000001`);
  await expect(page).toHaveURL(
    `${shop.it}/en/login?redirect=${encodeURIComponent('/en/account/orders/IT-2026-000001')}`,
  );
});
