import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Link, Route, Routes } from 'react-router-dom';
import type { CheckoutStepsState, Locale } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { makeStore } from '../app/store';
import { useCheckoutStepsMirror } from '../app-state/use-checkout-steps-mirror';
import { registerShellTexts } from '../i18n';
import { CurrentUrl } from '../test/render-on-store';
import { AuthLayout } from './AuthLayout';

beforeAll(registerShellTexts);

function Mirror() {
  useCheckoutStepsMirror();
  return null;
}

function renderAuthLayout(route: string, locale: Locale) {
  const store = makeStore();
  const prefix = locale === 'it' ? '' : '/en';
  const view = renderWithShop(
    <Provider store={store}>
      <Mirror />
      <Routes>
        <Route path={prefix || '/'} element={<Link to={`${prefix}/login`}>Login</Link>} />
        <Route path={`${prefix}/pages/faq`} element={<Link to={`${prefix}/login`}>Login</Link>} />
        <Route element={<AuthLayout locale={locale} />}>
          <Route path={`${prefix}/login`} element={<h1>Login page</h1>} />
          <Route path={`${prefix}/checkout`} element={<h1>Checkout page</h1>} />
          <Route path={`${prefix}/checkout/payment`} element={<h1>Payment page</h1>} />
        </Route>
        <Route path={`${prefix}/cart`} element={<h1>Cart page</h1>} />
      </Routes>
      <CurrentUrl />
    </Provider>,
    { route, locale },
  );
  return { ...view, store };
}

const payment: CheckoutStepsState = {
  steps: ['Cart', 'Personal Info', 'Shipping', 'Payment', 'Review'],
  currentStep: 3,
  prevStep: '/en/checkout/payment',
  prevStepLabel: 'Shipping',
  nextStep: '/en/checkout/review',
  nextStepLabel: 'Review',
};

const backLink = () => screen.getByRole('link', { name: /Indietro|Back|Shipping|Personal Info/ });
const currentUrl = () => screen.getByRole('status', { name: 'current URL' });

describe('AuthLayout back button', () => {
  it('goes to the previous step the checkout published, with its label', async () => {
    const { bus, store } = renderAuthLayout('/en/checkout/payment', 'en');
    act(() => bus.publish('checkout:steps', { ...payment, prevStep: '/en/checkout' }));
    expect(store.getState().app.currentStep).toBe(3);
    expect(store.getState().app.steps).toEqual(payment.steps);
    const link = screen.getByRole('link', { name: 'Shipping' });
    expect(link).toHaveAttribute('href', '/en/checkout');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
  });

  it("puts a previous step without a prefix in the shopper's locale", () => {
    const { bus } = renderAuthLayout('/en/checkout/payment', 'en');
    act(() =>
      bus.publish('checkout:steps', {
        ...payment,
        prevStep: '/checkout',
        prevStepLabel: 'Personal Info',
      }),
    );
    expect(screen.getByRole('link', { name: 'Personal Info' })).toHaveAttribute(
      'href',
      '/en/checkout',
    );
  });

  it('ignores a previous step that leads off the shop', () => {
    const { bus } = renderAuthLayout('/checkout/payment', 'it');
    act(() => bus.publish('checkout:steps', { ...payment, prevStep: '//evil.example/pay' }));
    expect(backLink()).toHaveAttribute('href', '/cart');
    expect(backLink()).toHaveAccessibleName('Indietro');
  });

  it('goes to the cart of the locale on a checkout page before any step is known', () => {
    renderAuthLayout('/en/checkout', 'en');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/en/cart');
  });

  it('on login goes back to the page the shopper came from', async () => {
    renderAuthLayout('/en/pages/faq', 'en');
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(currentUrl()).toHaveTextContent(/^\/en\/login$/);
    const link = screen.getByRole('link', { name: 'Back' });
    expect(link).toHaveAttribute('href', '/en');
    await userEvent.click(link);
    expect(currentUrl()).toHaveTextContent(/^\/en\/pages\/faq$/);
  });

  it('on a login page opened directly goes to the home of the locale', async () => {
    renderAuthLayout('/en/login', 'en');
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(currentUrl()).toHaveTextContent(/^\/en$/);
  });

  it('ignores the checkout steps on login pages', () => {
    const { bus } = renderAuthLayout('/login', 'it');
    act(() => bus.publish('checkout:steps', { ...payment, prevStep: '/checkout' }));
    expect(screen.getByRole('link', { name: 'Indietro' })).toHaveAttribute('href', '/');
  });
});
