import { act, screen } from '@testing-library/react';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { registerCheckoutTexts } from '../i18n';
import { CartPage } from './CartPage';

beforeAll(registerCheckoutTexts);

describe('CartPage', () => {
  it('says the cart is empty and offers to go on shopping', () => {
    renderWithShop(<CartPage page="cart" locale="it" localePrefix="" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Carrello' })).toBeInTheDocument();
    expect(screen.getByText('Il tuo carrello è vuoto.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continua lo shopping' })).toHaveAttribute('href', '/');
  });

  it('follows the cart summary on the bus', () => {
    const { bus } = renderWithShop(<CartPage page="cart" locale="en" localePrefix="/en" />, {
      locale: 'en',
    });
    act(() =>
      bus.publish('checkout:cart', { itemCount: 3, subtotalCents: 45_000, isLoading: false }),
    );
    expect(screen.getByText('3 items')).toBeInTheDocument();
  });

  it('tells the shell it is the first checkout step, with the next one in the locale', () => {
    const { bus } = renderWithShop(<CartPage page="cart" locale="en" localePrefix="/en" />, {
      locale: 'en',
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
