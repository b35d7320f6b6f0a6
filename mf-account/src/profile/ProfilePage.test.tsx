import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient, type ProfileResponse } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { createAuthStore } from '../auth/auth-store';
import { registerAccountTexts } from '../i18n';
import { ProfilePage } from './ProfilePage';

beforeAll(registerAccountTexts);

const profile: ProfileResponse = {
  name: 'Giulia',
  lastName: 'Bianchi',
  email: 'giulia@example.it',
  hasPassword: true,
  newsletter: 'not-subscribed',
  pendingEmail: null,
  consents: [
    { kind: 'privacy', granted: true, textVersion: '2026-06', recordedAt: '2026-11-02T10:00:00Z' },
  ],
};

function renderPage(locale: 'it' | 'en' = 'it') {
  const store = createAuthStore({ api: createApiClient() });
  return renderWithShop(
    <ProfilePage
      page="account-profile"
      locale={locale}
      localePrefix={locale === 'it' ? '' : '/en'}
      store={store}
    />,
    { locale },
  );
}

test('shows the name, the address, the newsletter and the consent log, and saves a new name', async () => {
  const api = mockApi({
    'GET /api/account/profile': { body: profile },
    'PATCH /api/account/profile': {
      body: { message: 'Nome aggiornato', profile: { ...profile, name: 'Giulia Maria' } },
    },
  });
  renderPage();
  const name = await screen.findByRole('textbox', { name: 'Nome' });
  expect(name).toHaveValue('Giulia');
  expect(screen.getByText('Accedi con giulia@example.it.')).toBeInTheDocument();
  expect(screen.getByText('Non sei iscritto alla newsletter.')).toBeInTheDocument();
  expect(
    screen.getByText('Informativa sulla privacy: dato il 2 novembre 2026 (testo 2026-06)'),
  ).toBeInTheDocument();

  await userEvent.clear(name);
  await userEvent.click(screen.getByRole('button', { name: 'Salva il nome' }));
  expect(await screen.findByText('Il campo è obbligatorio')).toBeInTheDocument();
  await userEvent.type(name, 'Giulia Maria');
  await userEvent.click(screen.getByRole('button', { name: 'Salva il nome' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Nome aggiornato');
  const sent = api.mock.calls.find(([, init]) => init?.method === 'PATCH');
  expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
    name: 'Giulia Maria',
    lastName: 'Bianchi',
    language: 'it',
  });
});

test('changes the password in English, and shows the server’s refusal of a wrong current one', async () => {
  let calls = 0;
  mockApi({
    'GET /api/account/profile': { body: profile },
    'POST /api/account/password': () => {
      calls += 1;
      return calls === 1
        ? { status: 403, body: { message: 'The current password is not correct' } }
        : {
            body: {
              message:
                'Password changed. The other devices where you were signed in have been signed out.',
              profile,
            },
          };
    },
  });
  renderPage('en');
  const form = (await screen.findByRole('heading', { name: 'Password' })).closest('section');
  if (!form) throw new Error('no password section');
  const fill = async (current: string) => {
    await userEvent.type(within(form).getByLabelText('Current password'), current);
    await userEvent.type(within(form).getByLabelText(/^New password/), 'Cotone-e-canapa-2027');
    await userEvent.type(
      within(form).getByLabelText('Confirm the new password'),
      'Cotone-e-canapa-2027',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Change the password' }));
  };
  await fill('wrong-one');
  expect(await screen.findByText('The current password is not correct')).toHaveAttribute(
    'role',
    'alert',
  );
  await userEvent.clear(within(form).getByLabelText('Current password'));
  await userEvent.clear(within(form).getByLabelText(/^New password/));
  await userEvent.clear(within(form).getByLabelText('Confirm the new password'));
  await fill('Lino-e-seta-2026');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Password changed/));
  // The fields are emptied: a password does not stay on screen.
  expect(within(form).getByLabelText('Current password')).toHaveValue('');
});

test('a customer without a password is sent to set one; subscribing shows the wait for the e-mail', async () => {
  mockApi({
    'GET /api/account/profile': { body: { ...profile, hasPassword: false } },
    'POST /api/account/newsletter': {
      body: {
        message: 'Ti abbiamo inviato un’e-mail',
        profile: { ...profile, hasPassword: false, newsletter: 'awaiting-confirmation' },
      },
    },
  });
  renderPage();
  expect(await screen.findByRole('link', { name: 'Imposta una password' })).toHaveAttribute(
    'href',
    '/login/lost-password',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Iscriviti alla newsletter' }));
  expect(
    await screen.findByText(
      'Ti abbiamo inviato un’e-mail: conferma l’iscrizione dal link che contiene.',
    ),
  ).toBeInTheDocument();
});

test('asks for a new address with the current password, and says which address waits for its link', async () => {
  const api = mockApi({
    'GET /api/account/profile': { body: profile },
    'POST /api/account/email': {
      body: {
        message: 'Ti abbiamo inviato un link a nuova@example.it',
        profile: { ...profile, pendingEmail: 'nuova@example.it' },
      },
    },
  });
  renderPage();
  const section = (await screen.findByRole('heading', { name: 'Indirizzo e-mail' })).closest(
    'section',
  );
  if (!section) throw new Error('no e-mail section');
  await userEvent.type(
    within(section).getByLabelText('Nuovo indirizzo e-mail'),
    'nuova@example.it',
  );
  await userEvent.click(within(section).getByRole('button', { name: 'Cambia l’indirizzo' }));
  expect(await within(section).findByText('Il campo è obbligatorio')).toBeInTheDocument();
  await userEvent.type(within(section).getByLabelText(/^Password attuale/), 'Lino-e-seta-2026');
  await userEvent.click(within(section).getByRole('button', { name: 'Cambia l’indirizzo' }));
  expect(
    await screen.findByText(
      'In attesa di conferma: nuova@example.it. Apri il link che ti abbiamo inviato.',
    ),
  ).toBeInTheDocument();
  const sent = api.mock.calls.find(([url]) => String(url).endsWith('/api/account/email'));
  expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
    email: 'nuova@example.it',
    currentPassword: 'Lino-e-seta-2026',
    language: 'it',
  });
});
