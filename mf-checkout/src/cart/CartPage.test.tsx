import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient, type CartItem } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerCheckoutTexts } from '../i18n';
import { CartPage } from './CartPage';
import { fetchCart } from './cart-slice';
import { createCartStore } from './cart-store';
import { cartOf, shirt } from '../test/checkout-fixtures';

beforeAll(registerCheckoutTexts);

/** A fake cart API over one line whose quantity edit and remove change what GET answers. */
function fakeCart(items: CartItem[]) {
  let lines = [...items];
  return mockApi({
    'GET /api/cart': () => ({ body: cartOf(lines) }),
    'PATCH /api/cart/edit': ({ init }) => {
      const { quantity } = JSON.parse(String(init?.body)) as { quantity: number };
      if (quantity > 5) {
        return {
          status: 409,
          body: { message: 'Puoi aggiungere ancora 5 pezzi di questa taglia' },
        };
      }
      lines = lines.map((line) => ({
        ...line,
        quantity,
        lineTotalCents: quantity * line.unitPriceCents,
      }));
      return { body: { message: 'Quantità aggiornata' } };
    },
    'POST /api/cart/remove': () => {
      lines = [];
      return { body: { message: 'Prodotto rimosso dal carrello' } };
    },
  });
}

async function renderCart(items: CartItem[]) {
  fakeCart(items);
  const store = createCartStore({ api: createApiClient(), locale: () => 'it' });
  await store.dispatch(fetchCart({ locale: 'it' }));
  const result = renderWithShop(<CartPage page="cart" locale="it" localePrefix="" store={store} />);
  return { ...result, store };
}

describe('CartPage', () => {
  it('says the cart is empty and offers to go on shopping', async () => {
    await renderCart([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Carrello' })).toBeInTheDocument();
    expect(screen.getByText('Il tuo carrello è vuoto.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continua lo shopping' })).toHaveAttribute('href', '/');
  });

  it('lists the items with their line totals, and the totals with shipping and free-shipping progress', async () => {
    await renderCart([shirt]);
    const lines = screen.getByRole('list', { name: 'Prodotti nel carrello' });
    expect(within(lines).getByRole('link', { name: 'Camicia in lino' })).toHaveAttribute(
      'href',
      '/products/camicia-in-lino-ucam0001?colour=navy',
    );
    expect(within(lines).getByText('Taglia: M')).toBeVisible();
    expect(within(lines).getByText('180,00 €')).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Riepilogo' });
    expect(
      within(summary).getByText('Ti mancano 70,00 € per la spedizione gratuita'),
    ).toBeVisible();
    expect(within(summary).getByText('7,00 €')).toBeVisible();
    expect(within(summary).getByText('187,00 €')).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'Procedi al checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('changes a quantity and shows the re-read totals; free shipping once past 250 €', async () => {
    await renderCart([shirt]);
    const user = userEvent.setup();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Quantità di Camicia in lino, taglia M' }),
      '3',
    );
    const summary = screen.getByRole('region', { name: 'Riepilogo' });
    expect(await within(summary).findByText('Hai diritto alla spedizione gratuita')).toBeVisible();
    expect(within(summary).getByText('Gratuita')).toBeVisible();
    expect(
      within(summary).getByText('270,00 €', { selector: 'dd.cart-summary__total' }),
    ).toBeVisible();
  });

  it('shows the server’s refusal of a quantity, and keeps the line as it was', async () => {
    await renderCart([shirt]);
    const user = userEvent.setup();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Quantità di Camicia in lino, taglia M' }),
      '6',
    );
    expect(
      await screen.findByText('Puoi aggiungere ancora 5 pezzi di questa taglia'),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: /Quantità di Camicia/ })).toHaveValue('2');
  });

  it('removes a line and shows the empty cart', async () => {
    await renderCart([shirt]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rimuovi Camicia in lino, taglia M' }));
    expect(await screen.findByText('Il tuo carrello è vuoto.')).toBeVisible();
  });

  it('marks a line whose stock fell below its quantity and holds back checkout', async () => {
    await renderCart([
      { ...shirt, quantity: 3, lineTotalCents: 27_000, onlyLeft: 1, exceedsStock: true },
    ]);
    expect(screen.getByText('Disponibile solo 1 pezzo: riduci la quantità')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Procedi al checkout' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Correggi le quantità segnalate per procedere al checkout'),
    ).toBeVisible();
  });

  it('says "only N left" when few are, and no count when the stock is ample', async () => {
    await renderCart([
      { ...shirt, onlyLeft: 2 },
      { ...shirt, size: 'L', quantity: 1, lineTotalCents: 9_000 },
    ]);
    expect(screen.getByText('Ne restano solo 2')).toBeVisible();
    expect(screen.getAllByText(/Ne rest/)).toHaveLength(1);
    const few = screen.getByRole('combobox', { name: 'Quantità di Camicia in lino, taglia M' });
    expect(
      within(few)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2']);
    const ample = screen.getByRole('combobox', { name: 'Quantità di Camicia in lino, taglia L' });
    expect(within(ample).getAllByRole('option')).toHaveLength(10);
  });

  it('asks for fewer pieces, without a count, when the stock fell below a line but is not low', async () => {
    await renderCart([{ ...shirt, quantity: 9, lineTotalCents: 81_000, exceedsStock: true }]);
    expect(
      screen.getByText('Non abbiamo così tanti pezzi di questa taglia: riduci la quantità'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Procedi al checkout' })).not.toBeInTheDocument();
  });

  it('tells the shell it is the first checkout step, with the next one in the locale', async () => {
    fakeCart([]);
    const store = createCartStore({ api: createApiClient(), locale: () => 'en' });
    const { bus } = renderWithShop(
      <CartPage page="cart" locale="en" localePrefix="/en" store={store} />,
      { locale: 'en' },
    );
    await act(async () => {
      await store.dispatch(fetchCart({ locale: 'en' }));
    });
    expect(bus.getSnapshot('checkout:steps')).toEqual({
      steps: ['Cart', 'Personal Info', 'Shipping', 'Payment', 'Review'],
      currentStep: 0,
      prevStep: '',
      prevStepLabel: '',
      nextStep: '/en/checkout',
      nextStepLabel: 'Personal Info',
    });
  });
});
