import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  RemoteFragmentProvider,
  type FragmentSlotProps,
  type Order,
  type PlaceOrderResponse,
} from '@shop/shared';
import { mockApi } from '@shop/shared/test/mock-api';
import { readDraft, updateDraft } from '../checkout/checkout-draft';
import { registerCheckoutTexts } from '../i18n';
import { cartOf, paymentMethods, placedOrder } from '../test/checkout-fixtures';
import { renderCheckoutPage } from '../test/render-checkout';
import { PaymentErrorPage } from './PaymentErrorPage';
import { SuccessPage } from './SuccessPage';

beforeAll(registerCheckoutTexts);
beforeEach(() => sessionStorage.clear());
jest.setTimeout(20_000);

const orderPath = '/api/checkout/orders/IT-2026-000042';

describe('SuccessPage', () => {
  it('shows the order and, while a transfer is awaited, its instructions; the draft is forgotten', async () => {
    updateDraft({ email: 'giulia@example.it' });
    const awaiting: Order = {
      ...placedOrder,
      paymentStatus: 'awaiting-transfer',
      paymentMethod: { id: 'bank-transfer', label: 'Bonifico bancario' },
      bankTransfer: {
        beneficiary: 'Sartoria Italiana S.r.l.',
        iban: 'IT60X0542811101000000123456',
        bic: 'BPMOIT22XXX',
        reference: 'IT-2026-000042',
        amountCents: 18_700,
        payBy: '2026-11-29T10:00:00.000Z',
      },
    };
    const fetch = mockApi({
      'GET /api/cart': { body: cartOf([]) },
      [`GET ${orderPath}`]: { body: awaiting },
    });
    renderCheckoutPage((store) => <SuccessPage locale="it" localePrefix="" store={store} />, {
      path: '/checkout/success/:orderId',
      route: '/checkout/success/IT-2026-000042?access=acc_secret',
    });
    expect(await screen.findByText('Ordine IT-2026-000042')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Istruzioni per il bonifico' })).toBeVisible();
    expect(screen.getByText('IT60X0542811101000000123456')).toBeVisible();
    expect(screen.getByText(/fino alle 11:00 del 29 novembre 2026 \(ora italiana\)/)).toBeVisible();
    const read = fetch.mock.calls.find(([url]) => String(url).includes(orderPath));
    expect(String(read?.[0])).toContain('access=acc_secret');
    expect(readDraft()).toEqual({});
    // Not paid yet: no receipt.
    expect(screen.queryByRole('link', { name: 'Vedi e stampa la ricevuta' })).toBeNull();
  });

  it('places the account team’s withdrawal function and links the receipt for whoever holds the e-mailed link', async () => {
    const paid: Order = {
      ...placedOrder,
      status: 'confirmed',
      paymentStatus: 'paid',
      withdrawal: {
        open: true,
        deadline: '2026-12-15T22:59:59.999Z',
        withdrawnAt: null,
        lines: [],
      },
    };
    mockApi({
      'GET /api/cart': { body: cartOf([]) },
      [`GET ${orderPath}`]: { body: paid },
    });
    const placed: FragmentSlotProps[] = [];
    function FakeSlot(slot: FragmentSlotProps) {
      placed.push(slot);
      return <p>withdrawal function</p>;
    }
    renderCheckoutPage(
      (store) => (
        <RemoteFragmentProvider slot={FakeSlot}>
          <SuccessPage locale="it" localePrefix="" store={store} />
        </RemoteFragmentProvider>
      ),
      {
        path: '/checkout/success/:orderId',
        route: '/checkout/success/IT-2026-000042?access=acc_secret',
      },
    );
    expect(await screen.findByText('withdrawal function')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Vedi e stampa la ricevuta' })).toHaveAttribute(
      'href',
      '/orders/IT-2026-000042/receipt?access=acc_secret',
    );
    expect(placed.at(-1)).toMatchObject({
      remote: 'mf_account',
      module: './order-withdrawal',
      props: {
        orderId: 'IT-2026-000042',
        email: 'giulia@example.it',
        withdrawal: paid.withdrawal,
        items: paid.items,
        locale: 'it',
        accessToken: 'acc_secret',
      },
    });
  });
});

describe('PaymentErrorPage', () => {
  function renderError(assign = jest.fn()) {
    return renderCheckoutPage(
      (store) => <PaymentErrorPage locale="it" localePrefix="" store={store} assign={assign} />,
      {
        path: '/checkout/error/:orderId',
        route: '/checkout/error/IT-2026-000042?access=acc_secret',
      },
    );
  }

  it('says the payment failed in spec §8’s words and pays the same order again', async () => {
    const retried: PlaceOrderResponse = {
      orderId: 'IT-2026-000042',
      accessToken: 'acc_secret',
      next: { kind: 'paid' },
    };
    const fetch = mockApi({
      'GET /api/cart': { body: cartOf([]) },
      [`GET ${orderPath}`]: { body: placedOrder },
      [`GET ${orderPath}/payment-methods`]: { body: paymentMethods },
      'POST /api/checkout/card-tokens': { body: { token: 'tok_2', display: '•••• 4444' } },
      [`POST ${orderPath}/pay`]: { body: retried },
    });
    renderError();
    expect(
      screen.getByText('Siamo spiacenti ma il tuo pagamento non è andato a buon fine'),
    ).toBeVisible();
    const user = userEvent.setup();
    // The method the order was placed with is chosen again, among every one the order can use.
    expect(await screen.findByRole('radio', { name: 'Carta di credito' })).toBeChecked();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'card',
      'bank-transfer',
      'paypal',
    ]);
    const paste = async (label: string, value: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    };
    await paste('Numero della carta', '5555 5555 5555 4444');
    await paste('Scadenza (MM/AA)', '1240');
    await paste('Codice di sicurezza (CVC)', '321');
    await paste('Titolare della carta', 'Giulia Bianchi');
    await user.dblClick(screen.getByRole('button', { name: 'Riprova il pagamento' }));

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/checkout/success/IT-2026-000042?access=acc_secret',
    );
    // The retry box offers the order's own methods (the cart is gone), read with its token.
    const listed = fetch.mock.calls.find(([url]) => String(url).includes('/payment-methods'));
    expect(String(listed?.[0])).toContain(`${orderPath}/payment-methods?access=acc_secret`);
    const pays = fetch.mock.calls.filter(([url]) => String(url).endsWith('/pay'));
    expect(pays).toHaveLength(1);
    const init = pays[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
    expect(JSON.parse(String(init.body))).toEqual({
      paymentMethodId: 'card',
      cardToken: 'tok_2',
      accessToken: 'acc_secret',
      language: 'it',
    });
  });

  it('stays on the page with the message when the retry fails too', async () => {
    const message = 'Siamo spiacenti ma il tuo pagamento non è andato a buon fine';
    mockApi({
      'GET /api/cart': { body: cartOf([]) },
      [`GET ${orderPath}`]: {
        body: { ...placedOrder, paymentMethod: { id: 'paypal', label: 'PayPal' } },
      },
      [`GET ${orderPath}/payment-methods`]: { body: paymentMethods },
      [`POST ${orderPath}/pay`]: {
        body: {
          orderId: 'IT-2026-000042',
          accessToken: 'acc_secret',
          next: { kind: 'failed', message },
        },
      },
    });
    renderError();
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: 'PayPal' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Riprova il pagamento' }));
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });
});
