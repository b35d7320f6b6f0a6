import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Order } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerAccountTexts } from '../i18n';
import { paidOrder } from '../orders/order-fixtures';
import { ReceiptPage } from './ReceiptPage';

beforeAll(registerAccountTexts);

const renderPage = (route: string, locale: 'it' | 'en' = 'it') =>
  renderWithShop(
    <Routes>
      <Route
        path={`${locale === 'en' ? '/en' : ''}/orders/:id/receipt`}
        element={
          <ReceiptPage
            page="order-receipt"
            locale={locale}
            localePrefix={locale === 'en' ? '/en' : ''}
          />
        }
      />
    </Routes>,
    { route, locale },
  );

const withInvoice: Order = {
  ...paidOrder,
  couponCode: 'BENVENUTO10',
  discountCents: 1_800,
  totalCents: 18_000 - 1_800 + 700,
  invoice: { companyName: 'Bianchi Moda S.r.l.', vatNumber: '07643520567', pec: 'b@pec.it' },
};

test('the customer’s receipt: seller, buyer with the invoicing data, each row with its VAT and the totals', async () => {
  mockApi({ 'GET /api/account/orders/IT-2026-000042': { body: withInvoice } });
  renderPage('/orders/IT-2026-000042/receipt');
  const receipt = await screen.findByRole('article', { name: 'Ricevuta' });
  expect(
    within(receipt).getByText(/^Ordine IT-2026-000042, pagato il 17 giugno 2026$/),
  ).toBeVisible();
  const seller = within(receipt).getByRole('heading', { name: 'Venditore' }).parentElement;
  expect(seller).toHaveTextContent(/Aurelia S\.r\.l\..*Partita IVA 01234567890/);
  const buyer = within(receipt).getByRole('heading', { name: 'Cliente' }).parentElement;
  expect(buyer).toHaveTextContent(
    /Bianchi Moda S\.r\.l\.Giulia Bianchi.*Codice fiscale: BNCGLI90C47F205C.*Partita IVA: 07643520567PEC: b@pec\.itgiulia@example\.it/,
  );

  const rows = within(receipt)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent?.replace(/\s/g, ' '));
  expect(rows).toEqual([
    'Camicia in lino – Blu navy, taglia M290,00 €32,46 €180,00 €',
    'Sconto (BENVENUTO10)-3,25 €-18,00 €',
    'Spedizione: Corriere1,26 €7,00 €',
  ]);
  const total = (term: string) =>
    within(receipt).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
  expect(total('Totale')).toMatch(/^169,00\s€$/);
  expect(total('di cui IVA 22%')).toMatch(/^30,47\s€$/);
  expect(total('Imponibile')).toMatch(/^138,53\s€$/);

  expect(screen.getByRole('link', { name: 'Scarica la ricevuta (PDF)' })).toHaveAttribute(
    'href',
    '/api/account/orders/IT-2026-000042/receipt?lang=it',
  );
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Stampa' }));
  expect(print).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('link', { name: 'Torna all’ordine' })).toHaveAttribute(
    'href',
    '/account/orders/IT-2026-000042',
  );
});

test('a guest’s receipt through the e-mailed link’s token, in English', async () => {
  const fetch = mockApi({ 'GET /api/checkout/orders/IT-2026-000042': { body: paidOrder } });
  renderPage('/en/orders/IT-2026-000042/receipt?access=acc_secret', 'en');
  expect(await screen.findByRole('article', { name: 'Receipt' })).toBeVisible();
  expect(String(fetch.mock.calls[0]?.[0])).toContain('access=acc_secret');
  expect(screen.getByRole('link', { name: 'Download the receipt (PDF)' })).toHaveAttribute(
    'href',
    '/api/checkout/orders/IT-2026-000042/receipt?access=acc_secret&lang=en',
  );
  expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
    'href',
    '/en/checkout/success/IT-2026-000042?access=acc_secret',
  );
});

test('an order not paid yet has no receipt, and someone else’s is not found', async () => {
  mockApi({
    'GET /api/account/orders/IT-2026-000042': {
      body: { ...paidOrder, status: 'pending', paymentStatus: 'awaiting-transfer' },
    },
    'GET /api/account/orders/IT-2026-000001': {
      status: 404,
      body: { message: 'Ordine non trovato' },
    },
  });
  const { unmount } = renderPage('/orders/IT-2026-000042/receipt');
  expect(
    await screen.findByText('La ricevuta è disponibile quando l’ordine è pagato.'),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Stampa' })).toBeNull();
  unmount();
  renderPage('/orders/IT-2026-000001/receipt');
  expect(await screen.findByRole('alert')).toHaveTextContent('Ordine non trovato');
});
