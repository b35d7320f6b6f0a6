/**
 * @jest-environment node
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  createEventBus,
  createQueryClient,
  EventBusProvider,
  getI18n,
  type RemotePages,
} from '@shop/shared';
import { AddressesPage } from '../addresses/AddressesPage';
import { LoginPage } from '../login/LoginPage';
import { LostPasswordPage } from '../lost-password/LostPasswordPage';
import { OrderPage } from '../orders/OrderPage';
import { OrdersPage } from '../orders/OrdersPage';
import { DeleteAccountPage } from '../privacy/DeleteAccountPage';
import { RegisterPage } from '../register/RegisterPage';
import { ResetPasswordPage } from '../reset-password/ResetPasswordPage';
import AccountRoutes from './routes';

const PAGES: { page: RemotePages['mf_account']; path: string; heading: string }[] = [
  { page: 'account', path: '/account', heading: 'Il mio account' },
  { page: 'account-deleted', path: '/account/deleted', heading: 'Account eliminato' },
];

// The pages with a form and the orders pages are lazy chunks behind `./routes`, whose server
// render is the fallback: they are rendered themselves, on their route as the shell's router
// places them.
const LAZY_PAGES: {
  name: string;
  route: string;
  path: string;
  heading: string;
  page: ReactElement;
}[] = [
  {
    name: 'login',
    route: '/login',
    path: '/login',
    heading: 'Accedi',
    page: <LoginPage page="login" locale="it" localePrefix="" />,
  },
  {
    name: 'register',
    route: '/login/register',
    path: '/login/register',
    heading: 'Registrati',
    page: <RegisterPage page="register" locale="it" localePrefix="" />,
  },
  {
    name: 'lost-password',
    route: '/login/lost-password',
    path: '/login/lost-password',
    heading: 'Password dimenticata',
    page: <LostPasswordPage page="lost-password" locale="it" localePrefix="" />,
  },
  {
    name: 'reset-password',
    route: '/login/reset',
    path: '/login/reset?token=abc',
    heading: 'Nuova password',
    page: <ResetPasswordPage page="reset-password" locale="it" localePrefix="" />,
  },
  {
    name: 'addresses',
    route: '/account/addresses',
    path: '/account/addresses',
    heading: 'I miei indirizzi',
    page: <AddressesPage page="account-addresses" locale="it" localePrefix="" />,
  },
  {
    name: 'delete-account',
    route: '/account/delete',
    path: '/account/delete',
    heading: 'Elimina account',
    page: <DeleteAccountPage page="account-delete" locale="it" localePrefix="" />,
  },
  {
    name: 'orders',
    route: '/account/orders',
    path: '/account/orders?page=2',
    heading: 'I miei ordini',
    page: <OrdersPage page="account-orders" locale="it" localePrefix="" />,
  },
  {
    name: 'order',
    route: '/account/orders/:id',
    path: '/account/orders/IT-2026-000042',
    heading: 'Ordine IT-2026-000042',
    page: <OrderPage page="account-order" locale="it" localePrefix="" />,
  },
];

function renderOnServer(path: string, page: ReactElement, route = '*'): string {
  return renderToString(
    <EventBusProvider bus={createEventBus({ createChannel: null })}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={page} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </EventBusProvider>,
  );
}

beforeEach(async () => {
  await getI18n().changeLanguage('it');
});

test.each(PAGES)(
  '$page renders on the server without window, document or fetch',
  ({ page, path, heading }) => {
    const fetch = jest.fn();
    globalThis.fetch = fetch;
    const html = renderOnServer(path, <AccountRoutes page={page} locale="it" localePrefix="" />);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(typeof window).toBe('undefined');
    expect(fetch).not.toHaveBeenCalled();
  },
);

test.each(LAZY_PAGES)(
  'the $name page renders on the server without window, document or fetch',
  ({ route, path, heading, page }) => {
    const fetch = jest.fn();
    globalThis.fetch = fetch;
    const html = renderOnServer(path, page, route);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(typeof window).toBe('undefined');
    expect(fetch).not.toHaveBeenCalled();
  },
);
