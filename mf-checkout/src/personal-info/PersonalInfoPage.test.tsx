import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@shop/shared/test/mock-api';
import { readDraft } from '../checkout/checkout-draft';
import { registerCheckoutTexts } from '../i18n';
import { cartOf, shirt } from '../test/checkout-fixtures';
import { renderCheckoutPage } from '../test/render-checkout';
import { PersonalInfoPage } from './PersonalInfoPage';

beforeAll(registerCheckoutTexts);
beforeEach(() => sessionStorage.clear());

const nobody = { guest: false, userData: null };

function renderPage() {
  return renderCheckoutPage(
    (store) => <PersonalInfoPage locale="it" localePrefix="" store={store} />,
    { path: '/checkout' },
  );
}

describe('PersonalInfoPage', () => {
  it('asks a visitor for an e-mail with spec §5’s Italian messages, then starts a guest session', async () => {
    const api = mockApi({
      'GET /api/cart': { body: cartOf([shirt]) },
      'GET /api/auth/autoLogin': { body: nobody },
      'POST /api/auth/guest': { body: { message: 'Ok', guest: true } },
    });
    renderPage();
    const user = userEvent.setup();
    const guest = await screen.findByRole('button', { name: 'Continua come ospite' });
    await user.click(guest);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Il campo è obbligatorio'));
    expect(email).toHaveFocus();

    await user.type(email, 'giulia@example');
    await user.click(guest);
    expect(screen.getByText('La email inserita non è valida')).toBeVisible();

    await user.type(email, '.it');
    await user.click(guest);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/checkout/payment');
    const posted = api.mock.calls.find(([url]) => String(url).endsWith('/api/auth/guest'));
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({
      email: 'giulia@example.it',
      language: 'it',
    });
    expect(readDraft().email).toBe('giulia@example.it');
  });

  it('offers the account team’s login and registration, which bring the shopper back to payment', async () => {
    mockApi({
      'GET /api/cart': { body: cartOf([shirt]) },
      'GET /api/auth/autoLogin': { body: nobody },
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcheckout%2Fpayment',
    );
    expect(screen.getByRole('link', { name: 'Registrati' })).toHaveAttribute(
      'href',
      '/login/register?redirect=%2Fcheckout%2Fpayment',
    );
  });

  it('lets a signed-in customer go on with the e-mail of their account', async () => {
    mockApi({
      'GET /api/cart': { body: cartOf([shirt]) },
      'GET /api/auth/autoLogin': {
        body: { guest: false, userData: { name: 'Giulia', lastName: 'Bianchi', email: 'g@b.it' } },
      },
    });
    renderPage();
    expect(await screen.findByText('Hai effettuato l’accesso come g@b.it.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/checkout/payment');
    expect(readDraft().email).toBe('g@b.it');
  });

  it('shows the server’s refusal of a guest session', async () => {
    mockApi({
      'GET /api/cart': { body: cartOf([shirt]) },
      'GET /api/auth/autoLogin': { body: nobody },
      'POST /api/auth/guest': {
        status: 429,
        body: { message: 'Troppi tentativi, riprova più tardi' },
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'giulia@example.it');
    await user.click(screen.getByRole('button', { name: 'Continua come ospite' }));
    expect(await screen.findByText('Troppi tentativi, riprova più tardi')).toBeVisible();
  });

  it('sends a shopper whose cart is empty to the login redirect target', async () => {
    mockApi({
      'GET /api/cart': { body: cartOf([]) },
      'GET /api/auth/autoLogin': { body: nobody },
    });
    const { bus } = renderPage();
    act(() =>
      bus.publish('account:auth', {
        isLoggedIn: false,
        isLoading: false,
        isGuest: false,
        firstName: null,
        loginRedirect: '/account',
      }),
    );
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/account$/);
  });

  it('tells the shell it is the personal info step, the cart before it', async () => {
    mockApi({
      'GET /api/cart': { body: cartOf([shirt]) },
      'GET /api/auth/autoLogin': { body: nobody },
    });
    const { bus } = renderPage();
    await screen.findByLabelText('Email');
    expect(bus.getSnapshot('checkout:steps')).toMatchObject({
      currentStep: 1,
      prevStep: '/cart',
      nextStep: '/checkout/payment',
    });
    expect(screen.getByRole('navigation', { name: 'Passaggi del checkout' })).toHaveTextContent(
      'Passaggio 2 di 5',
    );
  });

  it('speaks English on the English store and asks the API to answer in English', async () => {
    const api = mockApi({
      'GET /api/cart': { body: cartOf([shirt]) },
      'GET /api/auth/autoLogin': { body: nobody },
      'POST /api/auth/guest': { status: 429, body: { message: 'Too many attempts, try later' } },
    });
    renderCheckoutPage(
      (store) => <PersonalInfoPage locale="en" localePrefix="/en" store={store} />,
      {
        path: '/en/checkout',
        locale: 'en',
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue as a guest' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      expect.stringContaining('This field is required'),
    );
    await user.type(screen.getByLabelText('Email'), 'giulia@example.it');
    await user.click(screen.getByRole('button', { name: 'Continue as a guest' }));
    expect(await screen.findByText('Too many attempts, try later')).toBeVisible();
    const posted = api.mock.calls.find(([url]) => String(url).endsWith('/api/auth/guest'));
    expect(JSON.parse(String(posted?.[1]?.body))).toMatchObject({ language: 'en' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en/login?redirect=%2Fen%2Fcheckout%2Fpayment',
    );
  });
});
