/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createEventBus, EventBusProvider, getI18n, type RemotePages } from '@shop/shared';
import AccountRoutes from './routes';

const PAGES: { page: RemotePages['mf_account']; path: string; heading: string }[] = [
  { page: 'login', path: '/login', heading: 'Accedi' },
  { page: 'register', path: '/login/register', heading: 'Registrati' },
  { page: 'lost-password', path: '/login/lost-password', heading: 'Password dimenticata' },
  { page: 'reset-password', path: '/login/reset?token=abc', heading: 'Nuova password' },
  { page: 'account', path: '/account', heading: 'Il mio account' },
];

test.each(PAGES)(
  '$page renders on the server without window, document or fetch',
  async ({ page, path, heading }) => {
    await getI18n().changeLanguage('it');
    const fetch = jest.fn();
    globalThis.fetch = fetch;
    const html = renderToString(
      <EventBusProvider bus={createEventBus({ createChannel: null })}>
        <MemoryRouter initialEntries={[path]}>
          <AccountRoutes page={page} locale="it" localePrefix="" />
        </MemoryRouter>
      </EventBusProvider>,
    );
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(typeof window).toBe('undefined');
    expect(fetch).not.toHaveBeenCalled();
  },
);
