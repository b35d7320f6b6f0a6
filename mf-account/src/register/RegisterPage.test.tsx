import { RegisterRequest } from '@shop/shared/contracts/schemas';
import { checkContract } from '@shop/shared/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createApiClient, type Locale } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { createAuthStore } from '../auth/auth-store';
import { registerAccountTexts } from '../i18n';
import { RegisterPage } from './RegisterPage';

beforeAll(registerAccountTexts);

// Keys without a pause between them: the test waits on the form, never on a clock.
const user = userEvent.setup({ delay: null });

function renderRegister(locale: Locale = 'it', search = '') {
  const prefix = locale === 'it' ? '' : '/en';
  const store = createAuthStore({ api: createApiClient() });
  const result = renderWithShop(
    <Routes>
      <Route
        path={`${prefix}/login/register`}
        element={
          <RegisterPage page="register" locale={locale} localePrefix={prefix} store={store} />
        }
      />
      <Route path="/" element={<h1>Home</h1>} />
      <Route path="/account" element={<h1>Il tuo account</h1>} />
      <Route path="/en/account" element={<h1>Your account</h1>} />
    </Routes>,
    { route: `${prefix}/login/register${search}`, locale },
  );
  return { ...result, store };
}

async function fillValid() {
  await user.type(screen.getByLabelText('Email'), 'giulia@example.com');
  await user.type(screen.getByLabelText('Password'), 'lino-e-cotone');
  await user.type(screen.getByLabelText('Conferma password'), 'lino-e-cotone');
  await user.type(screen.getByLabelText('Nome'), 'Giulia');
  await user.type(screen.getByLabelText('Cognome'), 'Rossi');
  await user.type(screen.getByLabelText('Giorno'), '3');
  await user.type(screen.getByLabelText('Mese'), '4');
  await user.type(screen.getByLabelText('Anno'), '1990');
  const gender = screen.getByRole('group', { name: 'Sesso (facoltativo)' });
  await user.click(within(gender).getByRole('radio', { name: 'Donna' }));
  const interest = screen.getByRole('group', { name: 'Ti interessa la collezione (facoltativo)' });
  await user.click(within(interest).getByRole('radio', { name: 'Uomo' }));
  await user.click(screen.getByRole('checkbox', { name: /newsletter/ }));
  await user.click(screen.getByRole('checkbox', { name: /privacy/ }));
}

const submit = () => user.click(screen.getByRole('button', { name: 'Registrati' }));

describe('RegisterPage', () => {
  it('asks for every User field of the spec, each labelled', () => {
    mockApi({});
    renderRegister();
    for (const label of ['Email', 'Password', 'Conferma password', 'Nome', 'Cognome']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const birthday = screen.getByRole('group', { name: 'Data di nascita (facoltativa)' });
    for (const part of ['Giorno', 'Mese', 'Anno']) {
      expect(within(birthday).getByRole('textbox', { name: part })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });

  it("shows spec §5's Italian messages, each describing its field, and calls no server", async () => {
    const api = mockApi({});
    renderRegister();
    await user.type(screen.getByLabelText('Email'), 'giulia@');
    await user.type(screen.getByLabelText('Password'), 'corta');
    await user.type(screen.getByLabelText('Conferma password'), 'diversa');
    await user.type(screen.getByLabelText('Giorno'), '123');
    await user.type(screen.getByLabelText('Mese'), '4');
    await submit();

    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(
      'La email inserita non è valida',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Da 8 a 64 caratteri La password inserita non è valida',
    );
    expect(screen.getByLabelText('Conferma password')).toHaveAccessibleDescription(
      'Le 2 password non coincidono',
    );
    expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Il campo è obbligatorio');
    expect(screen.getByLabelText('Giorno')).toHaveAccessibleDescription(
      'Devi inserire massimo 2 numeri',
    );
    expect(screen.getByLabelText('Anno')).toHaveAccessibleDescription('Il campo è obbligatorio');
    expect(screen.getByRole('checkbox', { name: /privacy/ })).toHaveAccessibleDescription(
      'È necessario accettare la privacy',
    );
    expect(api).not.toHaveBeenCalled();
  });

  it('gender and interest are optional, "prefer not to say" by default, and say what they are for', async () => {
    const api = mockApi({
      'POST /api/auth/register': { body: { message: 'Ti abbiamo inviato un’email' } },
    });
    renderRegister();
    for (const name of ['Sesso (facoltativo)', 'Ti interessa la collezione (facoltativo)']) {
      const choice = within(screen.getByRole('group', { name })).getByRole('radio', {
        name: 'Preferisco non dirlo',
      });
      expect(choice).toBeChecked();
      expect(choice).toHaveAccessibleDescription(/restano soltanto nel tuo profilo/);
    }
    await user.type(screen.getByLabelText('Email'), 'giulia@example.com');
    await user.type(screen.getByLabelText('Password'), 'lino-e-cotone');
    await user.type(screen.getByLabelText('Conferma password'), 'lino-e-cotone');
    await user.type(screen.getByLabelText('Nome'), 'Giulia');
    await user.type(screen.getByLabelText('Cognome'), 'Rossi');
    await user.click(screen.getByRole('checkbox', { name: /privacy/ }));
    await submit();
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toMatchObject({
      gender: null,
      interest: null,
    });
  });

  it('leaves the birthday out when no part of it is given', async () => {
    const api = mockApi({
      'POST /api/auth/register': { body: { message: 'Ti abbiamo inviato un’email' } },
      'GET /api/auth/autoLogin': { body: { guest: false, userData: null } },
    });
    renderRegister();
    await fillValid();
    for (const part of ['Giorno', 'Mese', 'Anno']) await user.clear(screen.getByLabelText(part));
    await submit();
    await waitFor(() => expect(api).toHaveBeenCalled());
    const sent: unknown = JSON.parse(String(api.mock.calls[0]?.[1]?.body));
    // Three empty parts: the contract reads them as no birthday.
    expect(checkContract(RegisterRequest, sent)).toMatchObject({
      ok: true,
      output: { birthday: null },
    });
  });

  it('registers with every field and says the e-mail is on its way: nobody is logged in yet', async () => {
    const sent = 'Ti abbiamo inviato un’email: apri il link per attivare il tuo account.';
    const api = mockApi({ 'POST /api/auth/register': { body: { message: sent } } });
    const { store } = renderRegister('it', '?redirect=%2Fcheckout%2FregistrationLogin');
    await fillValid();
    await submit();
    expect(await screen.findByText(sent)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Registrati' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Intanto torna dove eri' })).toHaveAttribute(
      'href',
      '/checkout/registrationLogin',
    );
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'giulia@example.com',
      password: 'lino-e-cotone',
      passwordConfirmation: 'lino-e-cotone',
      name: 'Giulia',
      lastName: 'Rossi',
      birthday: { day: '3', month: '4', year: '1990' },
      gender: 'female',
      interest: 'men',
      newsletter: true,
      privacy: true,
      language: 'it',
      redirect: '/checkout/registrationLogin',
      consentTextVersions: { privacy: '2026-06', newsletter: '2026-06' },
    });
    expect(store.getState().auth).toMatchObject({ isLoggedIn: false, success: sent });
  });

  it('the e-mailed link activates the account, logs in and goes to the redirect', async () => {
    const api = mockApi({
      'POST /api/auth/register/confirm': {
        body: { message: 'Registrazione completata!', redirect: '/account', token: true },
      },
      'GET /api/auth/autoLogin': {
        body: { guest: false, userData: { name: 'Giulia', lastName: 'Rossi', email: 'g@e.it' } },
      },
    });
    const { store } = renderRegister('it', `?activate=${'A'.repeat(43)}`);
    expect(await screen.findByRole('heading', { name: 'Il tuo account' })).toBeInTheDocument();
    // The link is posted once; then the session is read again for the shopper's name.
    const confirms = api.mock.calls.filter(([url]) => String(url).endsWith('/register/confirm'));
    expect(confirms).toHaveLength(1);
    await waitFor(() => expect(store.getState().auth.userData?.name).toBe('Giulia'));
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toEqual({
      token: 'A'.repeat(43),
      language: 'it',
    });
    expect(store.getState().auth).toMatchObject({
      isLoggedIn: true,
      loginRedirect: '/account',
      success: 'Registrazione completata!',
    });
  });

  it('a spent link shows why, in English in en, with the ways on', async () => {
    const refusal = 'This activation link is not valid, has already been used or has expired.';
    mockApi({ 'POST /api/auth/register/confirm': { status: 400, body: { message: refusal } } });
    renderRegister('en', `?activate=${'B'.repeat(43)}`);
    expect(await screen.findByText(refusal)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('heading', { name: 'Account activation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register again' })).toHaveAttribute(
      'href',
      '/en/login/register',
    );
  });

  it("shows the server's refusal in an alert and keeps the form", async () => {
    const refusal = 'Troppe richieste. Riprova tra qualche minuto.';
    mockApi({ 'POST /api/auth/register': { status: 429, body: { message: refusal } } });
    renderRegister();
    await fillValid();
    await submit();
    expect(await screen.findByText(refusal)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Email')).toHaveValue('giulia@example.com');
  });

  it('speaks English in en', async () => {
    mockApi({});
    renderRegister('en');
    await user.type(screen.getByLabelText('Day'), '123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByLabelText('Day')).toHaveAccessibleDescription(
      'Please enter at most 2 digits',
    );
    expect(screen.getByRole('checkbox', { name: /privacy/ })).toHaveAccessibleDescription(
      'You must accept the privacy policy',
    );
  });
});
