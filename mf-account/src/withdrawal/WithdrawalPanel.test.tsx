import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderWithdrawal } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerAccountTexts } from '../i18n';
import { WithdrawalPanel } from './WithdrawalPanel';

beforeAll(registerAccountTexts);

const open: OrderWithdrawal = {
  open: true,
  deadline: '2026-07-10T21:59:59.999Z',
  withdrawnAt: null,
  lines: [],
};

const renderPanel = (
  withdrawal: OrderWithdrawal,
  accessToken: string | null,
  locale: 'it' | 'en' = 'it',
) =>
  renderWithShop(
    <WithdrawalPanel
      orderId="IT-2026-000042"
      email="ospite@example.it"
      withdrawal={withdrawal}
      locale={locale}
      accessToken={accessToken}
      headingLevel={3}
    />,
    { locale },
  );

test('with the e-mailed link’s token it withdraws through the order link, in English too', async () => {
  const fetch = mockApi({
    'POST /api/checkout/orders/IT-2026-000042/withdrawal': {
      body: {
        message: 'We received your withdrawal from the contract for order IT-2026-000042.',
        withdrawal: { ...open, open: false, withdrawnAt: '2026-06-20T12:32:00.000Z' },
      },
    },
  });
  const onWithdrawn = jest.fn();
  renderWithShop(
    <WithdrawalPanel
      orderId="IT-2026-000042"
      email="ospite@example.it"
      withdrawal={open}
      locale="en"
      accessToken="acc_secret"
      onWithdrawn={onWithdrawn}
    />,
    { locale: 'en' },
  );
  const user = userEvent.setup();
  expect(
    screen.getByRole('heading', { level: 2, name: 'Withdrawal from the contract' }),
  ).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Withdraw from contract here' }));
  await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
  expect(await screen.findByRole('status')).toHaveTextContent(/We received your withdrawal/);
  expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
    accessToken: 'acc_secret',
    language: 'en',
  });
  expect(onWithdrawn).toHaveBeenCalledWith(
    expect.objectContaining({ withdrawnAt: '2026-06-20T12:32:00.000Z' }),
  );
  // The label to stick on the parcel, opened with the same token.
  expect(screen.getByRole('link', { name: 'Download the return label (PDF)' })).toHaveAttribute(
    'href',
    '/api/checkout/orders/IT-2026-000042/return-label?access=acc_secret&lang=en',
  );
});

test('a refusal is shown as an alert and the confirmation stays', async () => {
  mockApi({
    'POST /api/account/orders/IT-2026-000042/withdrawal': {
      status: 409,
      body: { message: 'Il periodo di recesso per questo ordine è terminato il 10 luglio 2026.' },
    },
  });
  renderPanel(open, null);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Recedi dal contratto qui' }));
  expect(screen.getByRole('heading', { level: 4, name: 'Conferma il recesso' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Conferma il recesso' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/terminato il 10 luglio 2026/);
  expect(screen.getByRole('button', { name: 'Conferma il recesso' })).toBeEnabled();
});

test('says when the period ended or when the shopper withdrew, and offers nothing to press', () => {
  const { unmount } = renderPanel({ ...open, open: false }, null);
  expect(
    screen.getByText('Il periodo di recesso per questo ordine è terminato il 10 luglio 2026.'),
  ).toBeVisible();
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.queryByRole('link')).toBeNull();
  unmount();

  renderPanel({ ...open, open: false, withdrawnAt: '2026-06-20T12:32:00.000Z' }, null);
  expect(screen.getByText(/Hai receduto dal contratto il 20 giugno 2026 alle 14:32/)).toBeVisible();
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByRole('link', { name: 'Scarica l’etichetta di reso (PDF)' })).toHaveAttribute(
    'href',
    '/api/account/orders/IT-2026-000042/return-label?lang=it',
  );
});

test('an order with no contract to withdraw from shows nothing', () => {
  const { container } = renderPanel(
    { open: false, deadline: null, withdrawnAt: null, lines: [] },
    null,
  );
  expect(container).toBeEmptyDOMElement();
});
