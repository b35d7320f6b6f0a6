import { loadRemote } from '@module-federation/enhanced/runtime';
import { createEventBus, type AuthSummary } from '@shop/shared';
import { startServicesFollowingLogin } from './services-follow-login';
import { ensureRemoteService, resetRemoteServices, serviceStatus } from './remote-services';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const visitor: AuthSummary = {
  isLoading: false,
  isLoggedIn: false,
  isGuest: false,
  firstName: null,
  loginRedirect: '/',
};

/** What either remote exposes as its service. */
const serviceModule = { start: jest.fn() };

beforeEach(() => {
  resetRemoteServices();
  serviceModule.start.mockReset();
  (loadRemote as jest.Mock).mockReset();
  (loadRemote as jest.Mock).mockResolvedValue(serviceModule);
});

test('a visitor browsing loads neither the cart nor the wishlist service', () => {
  const bus = createEventBus();
  bus.publish('account:auth', visitor);
  const stop = startServicesFollowingLogin(bus);
  bus.publish('account:auth', { ...visitor, isLoading: true });
  bus.publish('account:auth', visitor);

  expect(loadRemote).not.toHaveBeenCalled();
  stop();
});

test('a login starts the cart and wishlist services, which read the joined cart and list for the header', async () => {
  const bus = createEventBus();
  bus.publish('account:auth', visitor);
  const stop = startServicesFollowingLogin(bus);
  bus.publish('account:auth', { ...visitor, isLoggedIn: true, firstName: 'Giulia' });

  expect(loadRemote).toHaveBeenCalledWith('mf_checkout/cart-service');
  expect(loadRemote).toHaveBeenCalledWith('mf_catalogue/wishlist-service');
  // The start under way is the one asked for by the login, not a second one.
  expect(await ensureRemoteService('mf_checkout')).toBe(true);
  expect(await ensureRemoteService('mf_catalogue')).toBe(true);
  expect(serviceModule.start).toHaveBeenCalledTimes(2);
  expect(serviceStatus('mf_checkout')).toBe('running');
  expect(serviceStatus('mf_catalogue')).toBe('running');
  stop();
});
