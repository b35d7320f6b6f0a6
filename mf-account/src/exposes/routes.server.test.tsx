/**
 * @jest-environment node
 */
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
import AccountRoutes from './routes';

const PAGES: { page: RemotePages['mf_account']; path: string; heading: string }[] = [
  { page: 'login', path: '/login', heading: 'Accedi' },
  { page: 'register', path: '/login/register', heading: 'Registrati' },
  { page: 'lost-password', path: '/login/lost-password', heading: 'Password dimenticata' },
  { page: 'reset-password', path: '/login/reset?token=abc', heading: 'Nuova password' },
  { page: 'account', path: '/account', heading: 'Il mio account' },
  { page: 'account-addresses', path: '/account/addresses', heading: 'I miei indirizzi' },
  { page: 'account-orders', path: '/account/orders?page=2', heading: 'I miei ordini' },
  {
    page: 'account-order',
    path: '/account/orders/IT-2026-000042',
    heading: 'Ordine IT-2026-000042',
  },
  { page: 'account-delete', path: '/account/delete', heading: 'Elimina account' },
  { page: 'account-deleted', path: '/account/deleted', heading: 'Account eliminato' },
];

test.each(PAGES)(
  '$page renders on the server without window, document or fetch',
  async ({ page, path, heading }) => {
    await getI18n().changeLanguage('it');
    const fetch = jest.fn();
    globalThis.fetch = fetch;
    const html = renderToString(
      <EventBusProvider bus={createEventBus({ createChannel: null })}>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[path]}>
            {/* As the shell's router places the page: on its route, with its parameters. */}
            <Routes>
              <Route
                path="/account/orders/:id"
                element={<AccountRoutes page={page} locale="it" localePrefix="" />}
              />
              <Route path="*" element={<AccountRoutes page={page} locale="it" localePrefix="" />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </EventBusProvider>,
    );
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(typeof window).toBe('undefined');
    expect(fetch).not.toHaveBeenCalled();
  },
);
