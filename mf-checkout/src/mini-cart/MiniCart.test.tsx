import { screen, within } from '@testing-library/react';
import { createApiClient, type CartItem } from '@shop/shared';
import { mockApi } from '@shop/shared/test/mock-api';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { fetchCart } from '../cart/cart-slice';
import { createCartStore } from '../cart/cart-store';
import { registerCheckoutTexts } from '../i18n';
import { cartOf, shirt } from '../test/checkout-fixtures';
import { MiniCart } from './MiniCart';

beforeAll(registerCheckoutTexts);

async function renderMiniCart(items: CartItem[], locale: 'it' | 'en' = 'it') {
  mockApi({ 'GET /api/cart': { body: cartOf(items) } });
  const store = createCartStore({ api: createApiClient(), locale: () => locale });
  await store.dispatch(fetchCart({ locale }));
  return renderWithShop(
    <MiniCart locale={locale} localePrefix={locale === 'it' ? '' : '/en'} store={store} />,
    { locale },
  );
}

test('shows the lines, how far free shipping is, the subtotal and the ways on', async () => {
  await renderMiniCart([shirt]);
  const lines = screen.getByRole('list', { name: 'Prodotti nel carrello' });
  expect(within(lines).getByRole('link', { name: shirt.name })).toBeVisible();
  expect(within(lines).getByRole('combobox', { name: /Quantità di/ })).toBeVisible();
  expect(screen.getByText(/per la spedizione gratuita/)).toBeVisible();
  expect(screen.getByText('Subtotale')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Procedi al checkout' })).toHaveAttribute(
    'href',
    '/checkout',
  );
  expect(screen.getByRole('link', { name: 'Vai al carrello' })).toHaveAttribute('href', '/cart');
});

test('says an empty cart is empty, in English on the English store', async () => {
  await renderMiniCart([], 'en');
  expect(screen.getByText('Your cart is empty.')).toBeVisible();
  expect(screen.queryByRole('link', { name: /checkout/i })).not.toBeInTheDocument();
});
