import type { ComponentProps } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerCatalogueTexts } from '../i18n';
import { resetWishlist } from './wishlist-access';
import { WishlistHeart } from './WishlistHeart';

beforeAll(() => {
  registerCatalogueTexts();
});
beforeEach(async () => {
  await resetWishlist();
});

/** The heart of a linen shirt in navy, on a tile in English unless told otherwise. */
function shirtHeart(props: Partial<ComponentProps<typeof WishlistHeart>> = {}) {
  return (
    <WishlistHeart
      productId="UCAM0001"
      colour="navy"
      productName="Linen shirt"
      locale="en"
      placement="overlay"
      {...props}
    />
  );
}

test('a tap keeps the product with a spoken confirmation', async () => {
  const api = mockApi({
    'GET /api/wishlist/keys': { body: { entries: [] } },
    'POST /api/wishlist/add': {
      body: {
        entries: [{ productId: 'UCAM0001', colour: 'navy' }],
        message: 'Added to your wishlist.',
      },
    },
  });
  renderWithShop(shirtHeart(), { locale: 'en' });

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
    shirtHeart({ productName: 'Camicia in lino', locale: 'it', placement: 'inline' }),
    { locale: 'it' },
  );

  const heart = screen.getByRole('button', {
    name: 'Salva Camicia in lino nella lista dei desideri',
  });
  await userEvent.click(heart);

  expect(await screen.findByRole('alert')).toHaveTextContent('La tua lista dei desideri è piena');
  expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('on a page whose list holds something, the hearts show what it holds', async () => {
  mockApi({
    'GET /api/wishlist/keys': { body: { entries: [{ productId: 'UCAM0001', colour: 'navy' }] } },
  });
  const { bus } = renderWithShop(
    <>
      {shirtHeart()}
      {shirtHeart({ colour: 'white' })}
    </>,
    // The page's one bus, which the list's store publishes on too.
    { locale: 'en', bus: getEventBus() },
  );
  act(() => bus.publish('catalogue:wishlist', { count: 1, isLoading: false }));

  const [navy, white] = screen.getAllByRole('button', {
    name: 'Save Linen shirt to your wishlist',
  });
  await waitFor(() => expect(navy).toHaveAttribute('aria-pressed', 'true'));
  expect(white).toHaveAttribute('aria-pressed', 'false');
});
