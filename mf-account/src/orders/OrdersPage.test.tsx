import { screen, within } from '@testing-library/react';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerAccountTexts } from '../i18n';
import { orderList } from './order-fixtures';
import { OrdersPage } from './OrdersPage';

beforeAll(registerAccountTexts);

const renderPage = (route = '/account/orders', locale: 'it' | 'en' = 'it') =>
  renderWithShop(
    <OrdersPage
      page="account-orders"
      locale={locale}
      localePrefix={locale === 'it' ? '' : '/en'}
    />,
    { route, locale },
  );

test('lists the orders with date, total and statuses, each linking to its page', async () => {
  mockApi({ 'GET /api/account/orders': { body: orderList(2) } });
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'I miei ordini' })).toBeVisible();
  const first = await screen.findByRole('link', { name: 'Ordine IT-2026-000100' });
  expect(first).toHaveAttribute('href', '/account/orders/IT-2026-000100');
  const card = first.closest('li') as HTMLElement;
  expect(within(card).getByText(/del 17 giugno 2026 · Totale: 187,00/)).toBeVisible();
  expect(within(card).getByText('Confermato · Spedito · Pagato')).toBeVisible();
  expect(
    screen.getAllByRole('listitem').filter((item) => item.closest('.order-list')),
  ).toHaveLength(2);
  expect(screen.queryByRole('navigation', { name: 'Pagine degli ordini' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Torna al mio account' })).toHaveAttribute(
    'href',
    '/account',
  );
});

test('reads the page of the URL and links the pages around it, in English too', async () => {
  const fetch = mockApi({ 'GET /api/account/orders': { body: orderList(10, 2, 3) } });
  renderPage('/en/account/orders?page=2', 'en');
  const pages = await screen.findByRole('navigation', { name: 'Pages of orders' });
  expect(within(pages).getByText('Page 2 of 3')).toBeVisible();
  expect(within(pages).getByRole('link', { name: 'Newer orders' })).toHaveAttribute(
    'href',
    '/en/account/orders',
  );
  expect(within(pages).getByRole('link', { name: 'Older orders' })).toHaveAttribute(
    'href',
    '/en/account/orders?page=3',
  );
  expect(String(fetch.mock.calls[0]?.[0])).toContain('page=2');
});

test('says when there are no orders yet, and offers a retry when the list cannot be read', async () => {
  mockApi({ 'GET /api/account/orders': { body: orderList(0) } });
  const { unmount } = renderPage();
  expect(await screen.findByText('Non hai ancora fatto ordini.')).toBeVisible();
  unmount();

  mockApi({ 'GET /api/account/orders': { status: 500, body: { message: 'boom' } } });
  renderPage();
  expect(await screen.findByRole('button', { name: 'Riprova' })).toBeVisible();
});
