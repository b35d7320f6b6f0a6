import { createApiClient, createEventBus } from '@shop/shared';
import { mockApi } from '@shop/shared/test/mock-api';
import { startAuthService } from './auth-service';

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
    startAuthService(events, createApiClient());
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

  it('logs out when auto-login fails or finds nobody', async () => {
    mockApi({ 'GET /api/auth/autoLogin': { status: 401, body: { message: 'No session' } } });
    const events = bus();
    startAuthService(events, createApiClient());
    await flush();
    expect(events.getSnapshot('account:auth')).toMatchObject({
      isLoggedIn: false,
      isLoading: false,
    });

    mockApi({ 'GET /api/auth/autoLogin': { body: { guest: false, userData: null } } });
    const other = bus();
    startAuthService(other, createApiClient());
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
    startAuthService(events, createApiClient());
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
    startAuthService(events, createApiClient());
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
});
