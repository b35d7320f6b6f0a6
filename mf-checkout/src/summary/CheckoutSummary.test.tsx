import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { registerCheckoutTexts } from '../i18n';
import { registerCheckoutStepTexts } from '../i18n/step-texts';
import { cartOf, shirt } from '../test/checkout-fixtures';
import { CheckoutSummary } from './CheckoutSummary';

beforeAll(() => {
  registerCheckoutTexts();
  registerCheckoutStepTexts();
});

const cart = { ...cartOf([shirt]), couponCode: 'BENVENUTO10', discountCents: 1_800 };
const courier = {
  id: 'courier',
  label: 'Corriere espresso',
  priceCents: 990,
  deliveryWorkingDays: { min: 1, max: 3 },
};

test('on a phone it is one line, items and total, that opens to the lines and the amounts', async () => {
  renderWithShop(<CheckoutSummary cart={cart} locale="it" shipping={null} />);
  const summary = screen.getByRole('complementary', { name: /Riepilogo dell’ordine/ });
  const toggle = within(summary).getByRole('button', { name: /Riepilogo dell’ordine/ });
  // 180,00 € − 18,00 € + the cart's standard shipping, 7,00 €.
  expect(toggle).toHaveTextContent('2 articoli · 169,00 €');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(summary).not.toHaveClass('checkout-summary--open');

  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(summary).toHaveClass('checkout-summary--open');
  expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
    within(summary).getByText('Camicia in lino'),
  );
  const amounts = within(summary)
    .getAllByRole('definition')
    .map((amount) => amount.textContent?.replace(/\s/g, ' '));
  expect(amounts).toEqual(['180,00 €', '−18,00 €', '7,00 €', '169,00 €']);
});

test('counts the shipping the shopper chose, and names it', () => {
  renderWithShop(<CheckoutSummary cart={cart} locale="it" shipping={courier} />);
  const summary = screen.getByRole('complementary', { name: /Riepilogo dell’ordine/ });
  expect(within(summary).getByRole('button')).toHaveTextContent('2 articoli · 171,90 €');
  expect(within(summary).getByText('9,90 €', { selector: 'dd' })).toBeInTheDocument();
  expect(within(summary).getByText('Corriere espresso')).toBeInTheDocument();
});

test('speaks the English store’s language', () => {
  renderWithShop(
    <CheckoutSummary cart={{ ...cart, discountCents: 0 }} locale="en" shipping={null} />,
    {
      locale: 'en',
    },
  );
  const summary = screen.getByRole('complementary', { name: /Order summary/ });
  expect(within(summary).getByRole('button')).toHaveTextContent('2 items · €187.00');
  expect(within(summary).getByText('Shipping')).toBeInTheDocument();
});
