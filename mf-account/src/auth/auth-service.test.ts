import { createApiClient, createEventBus, LOGGED_OUT_AUTH_SUMMARY } from '@shop/shared';
import { mockApi } from '@shop/shared/test/mock-api';
import { startAuthService } from './auth-service';
import { login } from './auth-slice';
import { createAuthStore } from './auth-store';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const bus = () => createEventBus({ createChannel: null });

describe('auth service', () => {
  it('publishes loading, then the returning customer', async () => {
    mockApi({
      'GET /api/auth/autoLogin': {
        body: {
          guest: false,
          userData: { name: 'Giulia', lastName: 'Rossi', email: 'g@example.com' },
        },
      },
    });
    const events = bus();
    startAuthService(events, createAuthStore({ api: createApiClient() }));
    expect(events.getSnapshot('account:auth')).toMatchObject({
      isLoading: true,
      isLoggedIn: false,
    });
    await flush();
    expect(events.getSnapshot('account:auth')).toEqual({
      isLoggedIn: true,
      isLoading: false,
      isGuest: false,
      firstName: 'Giulia',
      loginRedirect: '/',
    });
  });

  it('started on a page seeded with the settled session, does not flash loading', async () => {
    mockApi({ 'GET /api/auth/autoLogin': { body: { guest: false, userData: null } } });
    const events = bus();
    const seeded = { ...LOGGED_OUT_AUTH_SUMMARY };
    events.seed('account:auth', seeded);
    const published = jest.fn();
    events.subscribe('account:auth', published);
    published.mockClear();

    startAuthService(events, createAuthStore({ api: createApiClient() }));
    await flush();

    expect(published.mock.calls.some(([summary]) => summary.isLoading)).toBe(false);
    expect(events.getSnapshot('account:auth')).toEqual(seeded);
  });

  it('logs out when auto-login fails or finds nobody', async () => {
    mockApi({ 'GET /api/auth/autoLogin': { status: 401, body: { message: 'No session' } } });
    const events = bus();
    startAuthService(events, createAuthStore({ api: createApiClient() }));
    await flush();
    expect(events.getSnapshot('account:auth')).toMatchObject({
      isLoggedIn: false,
      isLoading: false,
    });

    mockApi({ 'GET /api/auth/autoLogin': { body: { guest: false, userData: null } } });
    const other = bus();
    startAuthService(other, createAuthStore({ api: createApiClient() }));
    await flush();
    expect(other.getSnapshot('account:auth')).toMatchObject({
      isLoggedIn: false,
      isLoading: false,
    });
  });

  it('keeps the guest flag of a guest session', async () => {
    mockApi({
      'GET /api/auth/autoLogin': {
        body: { guest: true, userData: { name: 'Ospite', lastName: '', email: 'o@example.com' } },
      },
    });
    const events = bus();
    startAuthService(events, createAuthStore({ api: createApiClient() }));
    await flush();
    expect(events.getSnapshot('account:auth')).toMatchObject({ isLoggedIn: true, isGuest: true });
  });

  it('logs the shopper out on the log-out command', async () => {
    const api = mockApi({
      'GET /api/auth/autoLogin': {
        body: {
          guest: false,
          userData: { name: 'Giulia', lastName: 'Rossi', email: 'g@example.com' },
        },
      },
      'POST /api/auth/logout': { body: {} },
    });
    const events = bus();
    startAuthService(events, createAuthStore({ api: createApiClient() }));
    await flush();
    events.publish('account:log-out', {});
    await flush();
    expect(api).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(events.getSnapshot('account:auth')).toMatchObject({
      isLoggedIn: false,
      firstName: null,
    });
  });

  it('publishes the new customer as soon as a login succeeds, with their name', async () => {
    let signedIn = false;
    mockApi({
      'GET /api/auth/autoLogin': () => ({
        body: signedIn
          ? {
              guest: false,
              userData: { name: 'anna', lastName: 'Bianchi', email: 'a@example.com' },
            }
          : { guest: false, userData: null },
      }),
      'POST /api/auth/login': () => {
        signedIn = true;
        return { body: { token: true, redirect: '/account' } };
      },
    });
    const events = bus();
    const store = createAuthStore({ api: createApiClient() });
    startAuthService(events, store);
    await flush();
    expect(events.getSnapshot('account:auth')).toMatchObject({ isLoggedIn: false });

    await store.dispatch(login({ email: 'a@example.com', password: 'secret123', language: 'it' }));
    expect(events.getSnapshot('account:auth')).toMatchObject({
      isLoggedIn: true,
      isGuest: false,
      loginRedirect: '/account',
    });
    await flush();
    expect(events.getSnapshot('account:auth')).toEqual({
      isLoggedIn: true,
      isLoading: false,
      isGuest: false,
      firstName: 'anna',
      loginRedirect: '/account',
    });
  });

  it('stops publishing once stopped', async () => {
    mockApi({ 'GET /api/auth/autoLogin': { body: { guest: false, userData: null } } });
    const events = bus();
    const stop = startAuthService(events, createAuthStore({ api: createApiClient() }));
    stop();
    await flush();
    expect(events.getSnapshot('account:auth')).toMatchObject({ isLoading: true });
  });
});
