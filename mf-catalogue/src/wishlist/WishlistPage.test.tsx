import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getEventBus,
  type AddToCartCommand,
  type Locale,
  type WishlistItem,
  type WishlistKey,
} from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerCatalogueTexts } from '../i18n';
import { linenShirt } from '../test/catalogue-fixtures';
import { resetWishlist } from './wishlist-access';
import { WishlistPage } from './WishlistPage';

beforeAll(() => {
  registerCatalogueTexts();
});
beforeEach(async () => {
  await resetWishlist();
});

// A whole page clicked through in jsdom takes seconds on a busy 2-core machine.
jest.setTimeout(30_000);

const [navy] = linenShirt.colours;
if (!navy?.images[0]) throw new Error('The linen shirt comes in navy, with a picture');
const shirt: WishlistItem = {
  productId: linenShirt.id,
  colour: 'navy',
  addedAt: '2026-11-28T10:00:00.000Z',
  product: {
    name: linenShirt.name,
    path: 'camicia-in-lino-ucam0001?colour=navy',
    price: linenShirt.price,
    colourName: navy.name,
    image: navy.images[0],
    sizes: navy.sizes,
    available: true,
  },
};
const gone: WishlistItem = {
  productId: 'UGIL0009',
  colour: 'grey',
  addedAt: '2026-11-20T10:00:00.000Z',
  product: null,
};

function wishlistApi(items: WishlistItem[]) {
  let entries: WishlistKey[] = items.map(({ productId, colour }) => ({ productId, colour }));
  return mockApi({
    'GET /api/wishlist/keys': () => ({ body: { entries } }),
    'GET /api/wishlist': () => ({
      body: {
        locale: 'it',
        items: items.filter((item) => entries.some((entry) => entry.productId === item.productId)),
      },
    }),
    'POST /api/wishlist/remove': ({ init }) => {
      const { productId } = JSON.parse(String(init?.body)) as WishlistKey;
      entries = entries.filter((entry) => entry.productId !== productId);
      return { body: { entries, message: 'Rimosso dalla lista dei desideri.' } };
    },
  });
}

const renderPage = (locale: Locale = 'it') =>
  renderWithShop(
    <WishlistPage page="wishlist" locale={locale} localePrefix={locale === 'it' ? '' : '/en'} />,
    { route: locale === 'it' ? '/wishlist' : '/en/wishlist', locale },
  );

test('a size in stock goes to the cart from the list; a sold-out one offers "notify me"', async () => {
  wishlistApi([shirt]);
  const { bus } = renderPage();
  const added: AddToCartCommand[] = [];
  bus.subscribe('checkout:add-to-cart', (command) => added.push(command));

  const card = await screen.findByRole('article', { name: 'Camicia in lino' });
  expect(within(card).getByText('Colore: Blu navy')).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Aggiungi al carrello' }));
  expect(within(card).getByRole('alert')).toHaveTextContent('Seleziona una taglia');
  expect(added).toEqual([]);

  await userEvent.click(within(card).getByRole('radio', { name: 'M' }));
  await userEvent.click(within(card).getByRole('button', { name: 'Aggiungi al carrello' }));
  expect(added).toEqual([
    expect.objectContaining({ productId: 'UCAM0001', colour: 'navy', size: 'M', quantity: 1 }),
  ]);

  await userEvent.click(within(card).getByRole('radio', { name: /L/ }));
  expect(
    within(card).getByRole('heading', { name: 'Avvisami quando torna disponibile' }),
  ).toBeVisible();
});

test('removing takes the product off at once; one no longer sold says so', async () => {
  wishlistApi([shirt, gone]);
  renderPage();

  const missing = await screen.findByRole('article', { name: 'Prodotto non più disponibile' });
  expect(within(missing).getByText(/non è più in vendita/)).toBeInTheDocument();
  expect(screen.getByText('2 prodotti')).toBeInTheDocument();

  const card = screen.getByRole('article', { name: 'Camicia in lino' });
  await userEvent.click(within(card).getByRole('button', { name: 'Rimuovi' }));
  await waitFor(() =>
    expect(screen.queryByRole('article', { name: 'Camicia in lino' })).not.toBeInTheDocument(),
  );
  expect(screen.getByText('1 prodotto')).toBeInTheDocument();
  // The header's count, published by the list's owner on the page's bus.
  await waitFor(() =>
    expect(getEventBus().getSnapshot('catalogue:wishlist')).toEqual({
      count: 1,
      isLoading: false,
    }),
  );
});

test('an empty list says how to fill it, and a visitor is offered to sign in', async () => {
  wishlistApi([]);
  renderPage('en');
  expect(await screen.findByText(/Your wishlist is empty/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/en/login?redirect=%2Fen%2Fwishlist',
  );
});
