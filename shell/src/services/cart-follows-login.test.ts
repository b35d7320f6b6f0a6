import { loadRemote } from '@module-federation/enhanced/runtime';
import { createEventBus, type AuthSummary } from '@shop/shared';
import { startCartFollowingLogin } from './cart-follows-login';
import { ensureRemoteService, resetRemoteServices, serviceStatus } from './remote-services';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const visitor: AuthSummary = {
  isLoading: false,
  isLoggedIn: false,
  isGuest: false,
  firstName: null,
  loginRedirect: '/',
};

const cartService = { start: jest.fn() };

beforeEach(() => {
  resetRemoteServices();
  cartService.start.mockReset();
  (loadRemote as jest.Mock).mockReset();
  (loadRemote as jest.Mock).mockResolvedValue(cartService);
});

test('a visitor browsing does not load the cart service', () => {
  const bus = createEventBus();
  bus.publish('account:auth', visitor);
  const stop = startCartFollowingLogin(bus);
  bus.publish('account:auth', { ...visitor, isLoading: true });
  bus.publish('account:auth', visitor);

  expect(loadRemote).not.toHaveBeenCalled();
  stop();
});

test('a login starts the cart service, which reads the joined cart for the badge', async () => {
  const bus = createEventBus();
  bus.publish('account:auth', visitor);
  const stop = startCartFollowingLogin(bus);
  bus.publish('account:auth', { ...visitor, isLoggedIn: true, firstName: 'Giulia' });

  expect(loadRemote).toHaveBeenCalledWith('mf_checkout/cart-service');
  // The start under way is the one asked for by the login, not a second one.
  expect(await ensureRemoteService('mf_checkout')).toBe(true);
  expect(cartService.start).toHaveBeenCalledTimes(1);
  expect(serviceStatus('mf_checkout')).toBe('running');
  stop();
});
