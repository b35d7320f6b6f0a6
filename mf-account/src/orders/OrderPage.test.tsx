import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Order, WithdrawalResponse } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerAccountTexts } from '../i18n';
import { paidOrder } from './order-fixtures';
import { OrderPage } from './OrderPage';

beforeAll(registerAccountTexts);

const orderPath = '/api/account/orders/IT-2026-000042';

const renderPage = (id = 'IT-2026-000042') =>
  renderWithShop(
    <Routes>
      <Route
        path="/account/orders/:id"
        element={<OrderPage page="account-order" locale="it" localePrefix="" />}
      />
    </Routes>,
    { route: `/account/orders/${id}` },
  );

test('shows the date, destination, statuses, items, totals and the way back to the orders', async () => {
  mockApi({ [`GET ${orderPath}`]: { body: paidOrder } });
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Ordine IT-2026-000042' })).toBeVisible();
  const details = await screen.findByRole('region', { name: 'Dettagli dell’ordine' });
  const fact = (term: string) =>
    within(details).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
  expect(fact('Data dell’ordine')).toBe('17 giugno 2026');
  expect(fact('Spedizione a')).toBe(
    'Giulia Bianchi, Via della Spiga 12, 20121 Milano (MI), Italia',
  );
  expect(fact('Stato dell’ordine')).toBe('Confermato');
  expect(fact('Stato della spedizione')).toBe('In preparazione');
  expect(fact('Stato del pagamento')).toBe('Pagato');
  const items = screen.getByRole('region', { name: 'Prodotti' });
  expect(within(items).getByText('Camicia in lino')).toBeVisible();
  expect(within(items).getByText(/Taglia: M · Quantità: 2/)).toBeVisible();
  expect(within(items).getByText('Totale').nextElementSibling).toHaveTextContent('187,00');
  expect(screen.getByRole('link', { name: 'Ricevuta' })).toHaveAttribute(
    'href',
    '/orders/IT-2026-000042/receipt',
  );
  expect(screen.getByRole('link', { name: 'Torna ai miei ordini' })).toHaveAttribute(
    'href',
    '/account/orders',
  );
});

test('tells the order’s history, oldest move first, with the day and time in Italy', async () => {
  mockApi({ [`GET ${orderPath}`]: { body: paidOrder } });
  renderPage();
  const history = await screen.findByRole('region', { name: 'Storia dell’ordine' });
  const moves = within(history)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(moves).toEqual([
    '17 giugno 2026, 10:00Ordine ricevuto',
    '17 giugno 2026, 10:00Pagamento ricevuto',
  ]);
  expect(within(history).getAllByRole('listitem')[0]?.querySelector('time')).toHaveAttribute(
    'datetime',
    '2026-06-17T08:00:00.000Z',
  );
});

test('shows each parcel with its carrier, tracking link, dates and pieces', async () => {
  const shipped: Order = {
    ...paidOrder,
    shippingStatus: 'shipped',
    shipments: [
      {
        carrier: { id: 'brt', name: 'BRT' },
        trackingNumber: 'BRT123456',
        trackingUrl: 'https://vas.brt.it/vas/sped_det_show.hsm?Nspediz=BRT123456',
        shippedAt: '2026-06-18T09:00:00.000Z',
        deliveredAt: '2026-06-20T12:00:00.000Z',
        lines: [{ line: 1, quantity: 1 }],
      },
      {
        carrier: { id: 'poste', name: 'Poste Italiane' },
        trackingNumber: 'PI777',
        trackingUrl: 'https://www.poste.it/cerca/index.html#/risultati-spedizioni/PI777',
        shippedAt: '2026-06-19T09:00:00.000Z',
        deliveredAt: null,
        lines: [{ line: 1, quantity: 1 }],
      },
    ],
    history: [
      ...paidOrder.history,
      { at: '2026-06-18T09:00:00.000Z', move: 'partly-shipped', by: 'operator' },
      { at: '2026-06-19T09:00:00.000Z', move: 'shipped', by: 'operator' },
    ],
  };
  mockApi({ [`GET ${orderPath}`]: { body: shipped } });
  renderPage();
  const parcels = await screen.findByRole('region', { name: 'Spedizioni' });
  const [first, second] = parcels.querySelectorAll('.order-shipment');
  const track = within(parcels).getByRole('link', { name: 'segui la spedizione BRT123456' });
  expect(track).toHaveAttribute('href', shipped.shipments[0]?.trackingUrl);
  expect(track).toHaveAttribute('target', '_blank');
  expect(first).toHaveTextContent('Con BRT:');
  expect(first).toHaveTextContent('Partita il 18 giugno 2026 · consegnata il 20 giugno 2026');
  expect(first).toHaveTextContent('Camicia in lino, Blu navy, taglia M: 1 pezzo');
  expect(second).toHaveTextContent('Con Poste Italiane:');
  expect(second).toHaveTextContent('Partita il 19 giugno 2026 · in viaggio');
  const history = screen.getByRole('region', { name: 'Storia dell’ordine' });
  expect(within(history).getByText('Spedita una parte')).toBeVisible();
  expect(within(history).getByText('Spedito')).toBeVisible();
});

test('shows the money given back: how much, for what, and whether it has gone out', async () => {
  const refunded: Order = {
    ...paidOrder,
    paymentStatus: 'refunded',
    refunds: [
      {
        amountCents: 8_000,
        returnCostCents: 1_000,
        status: 'succeeded',
        createdAt: '2026-06-25T09:00:00.000Z',
        lines: [{ line: 1, quantity: 1 }],
        includesShipping: false,
      },
      {
        amountCents: 700,
        returnCostCents: 0,
        status: 'pending',
        createdAt: '2026-06-26T09:00:00.000Z',
        lines: [],
        includesShipping: true,
      },
      {
        amountCents: 0,
        returnCostCents: 400,
        status: 'succeeded',
        createdAt: '2026-06-27T09:00:00.000Z',
        lines: [{ line: 1, quantity: 1 }],
        includesShipping: false,
      },
    ],
  };
  mockApi({ [`GET ${orderPath}`]: { body: refunded } });
  renderPage();
  const refunds = await screen.findByRole('region', { name: 'Rimborsi' });
  const [made, pending, nothing] = within(refunds).getAllByRole('listitem');
  expect(made).toHaveTextContent(/Rimborso di 80,00\s€ · emesso/);
  expect(made).toHaveTextContent(
    /deciso il 25 giugno 2026 · Camicia in lino × 1, trattenuti 10,00\s€ di spese di reso/,
  );
  expect(pending).toHaveTextContent(/Rimborso di 7,00\s€ · in corso/);
  expect(pending).toHaveTextContent('spese di spedizione');
  expect(pending).not.toHaveTextContent('spese di reso');
  // A return worth less than its shipping: no "refund of 0 €", but why nothing comes back.
  expect(nothing).toHaveTextContent(
    /Nessun importo da rimborsare: il valore del reso copre le spese di reso.*trattenuti 4,00\s€ di spese di reso/,
  );
  expect(nothing).not.toHaveTextContent('Rimborso di');
});

test('shows no parcels or refunds before there are any', async () => {
  mockApi({ [`GET ${orderPath}`]: { body: paidOrder } });
  renderPage();
  await screen.findByRole('region', { name: 'Prodotti' });
  expect(screen.queryByRole('region', { name: 'Spedizioni' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Rimborsi' })).toBeNull();
});

test('reorder sends the cart its command on the bus and waits for the cart’s answer', async () => {
  mockApi({ [`GET ${orderPath}`]: { body: paidOrder } });
  const { bus } = renderPage();
  const commands: unknown[] = [];
  bus.subscribe('checkout:reorder', (command) => commands.push(command));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Ordina di nuovo' }));
  await user.click(screen.getByRole('button', { name: 'Aggiunta al carrello…' }));
  expect(commands).toEqual([{ orderId: 'IT-2026-000042', commandId: expect.any(String) }]);
  const [{ commandId }] = commands as [{ commandId: string }];
  const partly =
    'Abbiamo rimesso nel carrello i prodotti disponibili del tuo ordine. Non abbiamo potuto aggiungere tutto: Camicia in lino, Bianco, taglia M (esaurito).';
  // Another change's notification is not the reorder's answer.
  act(() => bus.publish('checkout:cart-notification', { kind: 'removed' }));
  expect(screen.getByRole('button', { name: 'Aggiunta al carrello…' })).toBeVisible();
  act(() =>
    bus.publish('checkout:cart-notification', { kind: 'added', message: partly, commandId }),
  );
  expect(await screen.findByRole('button', { name: 'Ordina di nuovo' })).toBeVisible();
  // The answer stays under the button, longer than the cart's toast.
  expect(screen.getByTestId('reorder-answer')).toHaveTextContent(partly);

  // A later notification of another change is not the reorder's answer.
  act(() => bus.publish('checkout:cart-notification', { kind: 'removed' }));
  expect(screen.getByTestId('reorder-answer')).toHaveTextContent(partly);
});

test('withdraws after a separate confirmation and a choice of pieces, then shows when the shop received it and what goes back', async () => {
  let current: Order = paidOrder;
  const answer: WithdrawalResponse = {
    message:
      'Abbiamo ricevuto il tuo recesso dal contratto per l’ordine IT-2026-000042 il 20 giugno 2026 alle 14:32. Ti abbiamo inviato la conferma a giulia@example.it.',
    withdrawal: {
      open: false,
      deadline: paidOrder.withdrawal.deadline,
      withdrawnAt: '2026-06-20T12:32:00.000Z',
      lines: [{ line: 1, quantity: 1 }],
    },
  };
  const fetch = mockApi({
    [`GET ${orderPath}`]: () => ({ body: current }),
    [`POST ${orderPath}/withdrawal`]: () => {
      current = { ...paidOrder, withdrawal: answer.withdrawal };
      return { body: answer };
    },
  });
  renderPage();
  const panel = await screen.findByRole('region', { name: 'Recesso dal contratto' });
  expect(within(panel).getByText(/entro il 10 luglio 2026/)).toBeVisible();
  const user = userEvent.setup();

  // The first button only opens the confirmation step; cancelling gives the focus back.
  await user.click(within(panel).getByRole('button', { name: 'Recedi dal contratto qui' }));
  expect(within(panel).getByRole('heading', { name: 'Conferma il recesso' })).toHaveFocus();
  expect(within(panel).getByText(/conferma, con data e ora, a giulia@example.it/)).toBeVisible();
  await user.click(within(panel).getByRole('button', { name: 'Annulla' }));
  expect(within(panel).getByRole('button', { name: 'Recedi dal contratto qui' })).toHaveFocus();
  expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

  await user.click(within(panel).getByRole('button', { name: 'Recedi dal contratto qui' }));
  // The shopper chooses what goes back: both pieces at first, none is not a withdrawal of goods.
  const choice = within(panel).getByRole('group', { name: 'Cosa restituisci' });
  const pieces = within(choice).getByRole('combobox', {
    name: 'Camicia in lino, Blu navy, taglia M',
  });
  expect(pieces).toHaveDisplayValue('2 pezzi');
  await user.selectOptions(pieces, '0 pezzi');
  await user.click(within(panel).getByRole('button', { name: 'Conferma il recesso' }));
  expect(within(panel).getByRole('alert')).toHaveTextContent(
    'Scegli almeno un articolo da restituire.',
  );
  expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  await user.selectOptions(pieces, '1 pezzo');
  expect(within(panel).getByRole('alert')).toBeEmptyDOMElement();
  await user.click(within(panel).getByRole('button', { name: 'Conferma il recesso' }));
  const status = await within(panel).findByText(answer.message);
  expect(status).toHaveAttribute('role', 'status');
  expect(status).toHaveFocus();
  const sent = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
  expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
    language: 'it',
    lines: [{ line: 1, quantity: 1 }],
  });
  expect(within(panel).queryByRole('button')).toBeNull();
  expect(within(panel).getByRole('listitem')).toHaveTextContent(
    'Camicia in lino, Blu navy, taglia M: 1 pezzo',
  );
  await waitFor(() =>
    expect(fetch.mock.calls.filter(([url]) => String(url).includes(orderPath))).toHaveLength(3),
  );
});

test('an order of someone else (404) says it was not found', async () => {
  mockApi({
    'GET /api/account/orders/IT-2026-000001': {
      status: 404,
      body: { message: 'Ordine non trovato' },
    },
  });
  renderPage('IT-2026-000001');
  expect(await screen.findByRole('alert')).toHaveTextContent('Ordine non trovato');
  expect(screen.queryByRole('button', { name: 'Ordina di nuovo' })).toBeNull();
});
