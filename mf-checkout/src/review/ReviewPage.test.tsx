import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlaceOrderResponse } from '@shop/shared';
import { mockApi, type FakeRoutes } from '@shop/shared/test/mock-api';
import { updateDraft } from '../checkout/checkout-draft';
import { registerCheckoutTexts } from '../i18n';
import {
  cartOf,
  milanAddress,
  paymentMethods,
  shippingMethods,
  shirt,
} from '../test/checkout-fixtures';
import { renderCheckoutPage } from '../test/render-checkout';
import { ReviewPage } from './ReviewPage';

beforeAll(registerCheckoutTexts);
beforeEach(() => {
  sessionStorage.clear();
  updateDraft({
    email: 'giulia@example.it',
    shippingAddress: milanAddress,
    billingAddress: null,
    invoice: null,
    shippingMethod: shippingMethods.methods[0],
    paymentMethod: paymentMethods.methods[0],
    card: { token: 'tok_1', display: '•••• 4242' },
  });
});

/** Prices carry a no-break space before the euro sign. */
const PAY = { name: /^Paga 187,00\s€$/ };

const guest = { guest: true, userData: { name: '', lastName: '', email: 'giulia@example.it' } };

function api(routes: FakeRoutes) {
  return mockApi({
    'GET /api/cart': { body: cartOf([shirt]) },
    'GET /api/auth/autoLogin': { body: guest },
    'GET /api/checkout/shipping-methods': { body: shippingMethods },
    ...routes,
  });
}

function renderPage(assign: (url: string) => void = jest.fn()) {
  return renderCheckoutPage(
    (store) => <ReviewPage locale="it" localePrefix="" store={store} assign={assign} />,
    { path: '/checkout/review' },
  );
}

const answer = (next: PlaceOrderResponse['next']): PlaceOrderResponse => ({
  orderId: 'IT-2026-000042',
  accessToken: 'acc_secret',
  next,
});

const orderCalls = (fetch: jest.Mock) =>
  fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/checkout/orders'));

describe('ReviewPage', () => {
  it('shows what will be ordered, where it goes and the total with the chosen shipping', async () => {
    api({});
    renderPage();
    const total = await screen.findByRole('region', { name: 'Totale' });
    expect(within(total).getByText('187,00 €', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText('giulia@example.it')).toBeVisible();
    const items = screen.getByRole('region', { name: 'Prodotti' });
    expect(within(items).getByText('Camicia in lino')).toBeVisible();
    expect(screen.getByText(/Via della Spiga 12/)).toBeVisible();
    expect(screen.getByText('Lo stesso indirizzo di spedizione')).toBeVisible();
    expect(screen.getByText('Carta di credito (•••• 4242)')).toBeVisible();
    expect(screen.getByRole('button', PAY)).toBeVisible();
    // The summary beside the step has the same total, with the shipping chosen.
    const summary = screen.getByRole('complementary', { name: /Riepilogo dell’ordine/ });
    expect(within(summary).getByText('187,00 €', { selector: 'dd' })).toBeInTheDocument();
  });

  it('places one order for a double click, with one Idempotency-Key, and goes to the success page', async () => {
    let release: () => void = () => undefined;
    const fetch = api({
      'POST /api/checkout/orders': () => ({ body: answer({ kind: 'paid' }) }),
    });
    // The first answer waits until both clicks are in.
    const original = fetch.getMockImplementation();
    fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/checkout/orders')) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      return original?.(input, init);
    });
    renderPage();
    const user = userEvent.setup();
    const pay = await screen.findByRole('button', PAY);
    await user.dblClick(pay);
    await user.click(pay);
    release();

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/checkout/success/IT-2026-000042?access=acc_secret',
    );
    const calls = orderCalls(fetch);
    expect(calls).toHaveLength(1);
    const init = calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'giulia@example.it',
      shippingAddress: milanAddress,
      billingAddress: null,
      shippingMethodId: 'courier',
      paymentMethodId: 'card',
      cardToken: 'tok_1',
      totalCents: 18_700,
      language: 'it',
    });
  });

  it('sends the browser to the provider’s page for a redirect flow', async () => {
    api({
      'POST /api/checkout/orders': () => ({
        body: answer({ kind: 'redirect', url: 'https://gateway.test/pay/123' }),
      }),
    });
    const assign = jest.fn();
    renderPage(assign);
    await userEvent.click(await screen.findByRole('button', PAY));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://gateway.test/pay/123'));
  });

  it('goes to the error page when the payment failed', async () => {
    api({
      'POST /api/checkout/orders': () => ({
        body: answer({
          kind: 'failed',
          message: 'Siamo spiacenti ma il tuo pagamento non è andato a buon fine',
        }),
      }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', PAY));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/checkout/error/IT-2026-000042?access=acc_secret',
    );
  });

  it('shows a refused total, and a new attempt carries a new key', async () => {
    const message = 'Il totale del carrello e quanto stai per pagare non corrispondono!';
    const fetch = api({ 'POST /api/checkout/orders': { status: 409, body: { message } } });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', PAY));
    expect(await screen.findByText(message)).toBeVisible();
    await user.click(screen.getByRole('button', PAY));
    await screen.findByText(message);
    const keys = orderCalls(fetch).map(
      ([, init]) => ((init as RequestInit).headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('sends a shopper whose cart is empty to the login redirect target', async () => {
    api({ 'GET /api/cart': { body: cartOf([]) } });
    renderPage();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/$/);
  });

  it('sends back to shipping and payment when the draft lacks them', async () => {
    sessionStorage.clear();
    api({});
    renderPage();
    expect(
      await screen.findByText('Mancano alcuni dati: completa spedizione e pagamento.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Spedizione' })).toHaveAttribute(
      'href',
      '/checkout/payment',
    );
  });
});
