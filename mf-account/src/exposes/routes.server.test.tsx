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
  type RemoteRouteProps,
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
type AccountPageComponent = (props: RemoteRouteProps<'mf_account'>) => ReactElement | null;

const LAZY_PAGES: {
  page: RemotePages['mf_account'];
  Page: AccountPageComponent;
  route: string;
  path: string;
  heading: string;
}[] = [
  { page: 'login', Page: LoginPage, route: '/login', path: '/login', heading: 'Accedi' },
  {
    page: 'register',
    Page: RegisterPage,
    route: '/login/register',
    path: '/login/register',
    heading: 'Registrati',
  },
  {
    page: 'lost-password',
    Page: LostPasswordPage,
    route: '/login/lost-password',
    path: '/login/lost-password',
    heading: 'Password dimenticata',
  },
  {
    page: 'reset-password',
    Page: ResetPasswordPage,
    route: '/login/reset',
    path: '/login/reset?token=abc',
    heading: 'Nuova password',
  },
  {
    page: 'account-addresses',
    Page: AddressesPage,
    route: '/account/addresses',
    path: '/account/addresses',
    heading: 'I miei indirizzi',
  },
  {
    page: 'account-delete',
    Page: DeleteAccountPage,
    route: '/account/delete',
    path: '/account/delete',
    heading: 'Elimina account',
  },
  {
    page: 'account-orders',
    Page: OrdersPage,
    route: '/account/orders',
    path: '/account/orders?page=2',
    heading: 'I miei ordini',
  },
  {
    page: 'account-order',
    Page: OrderPage,
    route: '/account/orders/:id',
    path: '/account/orders/IT-2026-000042',
    heading: 'Ordine IT-2026-000042',
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
  'the $page page renders on the server without window, document or fetch',
  ({ page, Page, route, path, heading }) => {
    const fetch = jest.fn();
    globalThis.fetch = fetch;
    const html = renderOnServer(path, <Page page={page} locale="it" localePrefix="" />, route);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(typeof window).toBe('undefined');
    expect(fetch).not.toHaveBeenCalled();
  },
);
