import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerCatalogueTexts } from '../i18n';
import { resetWishlistStore } from './wishlist-store';
import { WishlistHeart } from './WishlistHeart';

beforeAll(() => {
  registerCatalogueTexts();
});
beforeEach(() => {
  resetWishlistStore();
});

test('the heart shows what the list holds, and a tap keeps the product with a spoken confirmation', async () => {
  const api = mockApi({
    'GET /api/wishlist/keys': { body: { entries: [] } },
    'POST /api/wishlist/add': {
      body: {
        entries: [{ productId: 'UCAM0001', colour: 'navy' }],
        message: 'Added to your wishlist.',
      },
    },
  });
  renderWithShop(
    <WishlistHeart
      productId="UCAM0001"
      colour="navy"
      productName="Linen shirt"
      locale="en"
      placement="overlay"
    />,
    { locale: 'en' },
  );

  const heart = screen.getByRole('button', { name: 'Save Linen shirt to your wishlist' });
  expect(heart).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(heart);

  await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  expect(screen.getByRole('status')).toHaveTextContent('Added to your wishlist.');
  expect(api).toHaveBeenCalledWith(
    '/api/wishlist/add',
    expect.objectContaining({
      body: JSON.stringify({ productId: 'UCAM0001', colour: 'navy', language: 'en' }),
    }),
  );
});

test('a full list is told beside the heart, which stays empty', async () => {
  mockApi({
    'GET /api/wishlist/keys': { body: { entries: [] } },
    'POST /api/wishlist/add': {
      status: 409,
      body: { message: 'La tua lista dei desideri è piena: togli qualcosa per aggiungere altro.' },
    },
  });
  renderWithShop(
    <WishlistHeart
      productId="UCAM0001"
      colour="navy"
      productName="Camicia in lino"
      locale="it"
      placement="inline"
    />,
    { locale: 'it' },
  );

  const heart = screen.getByRole('button', {
    name: 'Salva Camicia in lino nella lista dei desideri',
  });
  await userEvent.click(heart);

  expect(await screen.findByRole('alert')).toHaveTextContent('La tua lista dei desideri è piena');
  expect(heart).toHaveAttribute('aria-pressed', 'false');
});
