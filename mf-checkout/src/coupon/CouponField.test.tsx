import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient, type CartResponse, type Locale } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { CartPage } from '../cart/CartPage';
import { fetchCart } from '../cart/cart-slice';
import { createCartStore } from '../cart/cart-store';
import { registerCheckoutTexts } from '../i18n';
import { cartOf, shirt } from '../test/checkout-fixtures';

beforeAll(registerCheckoutTexts);

const WELCOME = 'BENVENUTO10-ABCDEFGHJK';
const REFUSED: Record<Locale, string> = {
  it: 'Coupon sconto non valido',
  en: 'Invalid discount coupon',
};
const NOT_ELIGIBLE =
  'Uno o piu prodotti del tuo carrello non sono elegibili per questo coupon sconto.';

/**
 * A cart API over one line: the welcome code takes 10% off, "ESCLUSO" is refused as not eligible,
 * anything else as invalid (in the request's language).
 */
function fakeCartWithCoupons(locale: Locale) {
  let coupon: string | null = null;
  const cart = (): CartResponse => {
    const discount = coupon ? 1_800 : 0;
    const undiscounted = cartOf([shirt]);
    return {
      ...undiscounted,
      locale,
      couponCode: coupon,
      discountCents: discount,
      totalCents: undiscounted.totalCents - discount,
    };
  };
  return mockApi({
    'GET /api/cart': () => ({ body: cart() }),
    'POST /api/cart/addDiscount': ({ init }) => {
      const { code } = JSON.parse(String(init?.body)) as { code: string };
      if (code.toUpperCase() === WELCOME) {
        coupon = WELCOME;
        return { body: { message: 'Coupon sconto applicato' } };
      }
      if (code.toUpperCase() === 'ESCLUSO') return { status: 422, body: { message: NOT_ELIGIBLE } };
      return { status: 422, body: { message: REFUSED[locale] } };
    },
    'POST /api/cart/removeDiscount': () => {
      coupon = null;
      return { body: { message: 'Coupon sconto rimosso' } };
    },
  });
}

async function renderCart(locale: Locale = 'it') {
  const api = fakeCartWithCoupons(locale);
  const store = createCartStore({ api: createApiClient(), locale: () => locale });
  await store.dispatch(fetchCart({ locale }));
  renderWithShop(
    <CartPage
      page="cart"
      locale={locale}
      localePrefix={locale === 'it' ? '' : '/en'}
      store={store}
    />,
    { locale },
  );
  return { api, user: userEvent.setup() };
}

describe('CouponField on the cart page', () => {
  it('applies a code typed and submitted by keyboard: the discount is its own line of the totals', async () => {
    const { api, user } = await renderCart();
    const summary = screen.getByRole('region', { name: 'Riepilogo' });
    const field = within(summary).getByRole('textbox', { name: 'Codice sconto' });
    expect(field).toHaveAccessibleDescription(/codice di benvenuto della newsletter/);

    await user.type(field, `${WELCOME.toLowerCase()}{Enter}`);

    expect(await within(summary).findByRole('status')).toHaveTextContent(
      `Codice ${WELCOME} applicato: sconto di 18,00 €`,
    );
    expect(within(summary).getByText('Sconto')).toBeVisible();
    expect(within(summary).getByText('−18,00 €')).toBeVisible();
    expect(
      within(summary).getByText('169,00 €', { selector: 'dd.cart-summary__total' }),
    ).toBeVisible();
    // The field gave way to the remove button, which now holds the focus.
    expect(within(summary).queryByRole('textbox', { name: 'Codice sconto' })).toBeNull();
    expect(
      within(summary).getByRole('button', { name: `Rimuovi il codice ${WELCOME}` }),
    ).toHaveFocus();
    const sent = api.mock.calls.find(([url]) => String(url).endsWith('/api/cart/addDiscount'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      code: WELCOME.toLowerCase(),
      language: 'it',
    });
  });

  it('removes the applied code: the discount line goes and the field comes back, focused', async () => {
    const { user } = await renderCart();
    const summary = screen.getByRole('region', { name: 'Riepilogo' });
    await user.type(
      within(summary).getByRole('textbox', { name: 'Codice sconto' }),
      `${WELCOME}{Enter}`,
    );
    await user.click(
      await within(summary).findByRole('button', { name: `Rimuovi il codice ${WELCOME}` }),
    );

    const field = await within(summary).findByRole('textbox', { name: 'Codice sconto' });
    expect(field).toHaveFocus();
    expect(within(summary).getByRole('status')).toHaveTextContent('Codice sconto rimosso');
    expect(within(summary).queryByText('Sconto')).toBeNull();
    expect(
      within(summary).getByText('187,00 €', { selector: 'dd.cart-summary__total' }),
    ).toBeVisible();
  });

  it('shows spec §8’s refusal under the field, tied to it, and not at the top of the page', async () => {
    const { user } = await renderCart();
    const summary = screen.getByRole('region', { name: 'Riepilogo' });
    const field = within(summary).getByRole('textbox', { name: 'Codice sconto' });

    await user.type(field, 'SCONTO99');
    await user.click(within(summary).getByRole('button', { name: 'Applica' }));

    expect(await within(summary).findByRole('alert')).toHaveTextContent(REFUSED.it);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(new RegExp(REFUSED.it));
    expect(field).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toBeEmptyDOMElement();

    await user.clear(field);
    await user.type(field, 'escluso{Enter}');
    expect(await within(summary).findByText(NOT_ELIGIBLE)).toBeVisible();
  });

  it('asks for a code when Apply is pressed on an empty field, without calling the server', async () => {
    const { api, user } = await renderCart();
    const summary = screen.getByRole('region', { name: 'Riepilogo' });
    await user.click(within(summary).getByRole('button', { name: 'Applica' }));
    expect(within(summary).getByRole('alert')).toHaveTextContent('Inserisci un codice sconto');
    expect(api.mock.calls.some(([url]) => String(url).includes('addDiscount'))).toBe(false);
  });

  it('speaks English on the international store', async () => {
    const { user } = await renderCart('en');
    const summary = screen.getByRole('region', { name: 'Summary' });
    await user.type(within(summary).getByRole('textbox', { name: 'Discount code' }), 'NOPE{Enter}');
    expect(await within(summary).findByRole('alert')).toHaveTextContent(REFUSED.en);
    expect(within(summary).getByRole('button', { name: 'Apply' })).toBeVisible();
  });
});
