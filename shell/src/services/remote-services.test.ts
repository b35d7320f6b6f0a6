import { loadRemote } from '@module-federation/enhanced/runtime';
import { createEventBus, type AddToCartCommand } from '@shop/shared';
import {
  ensureRemoteService,
  resetRemoteServices,
  serviceStatus,
  startServiceForPage,
  startServicesOnCommand,
} from './remote-services';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const command: AddToCartCommand = { productId: 'SH00004', colour: 'navy', size: 'M', quantity: 1 };

/** A cart service as mf-checkout exposes it: it carries out what it hears once started. */
function fakeCartService(bus: ReturnType<typeof createEventBus>, heard: AddToCartCommand[]) {
  return {
    start: jest.fn(() => bus.subscribe('checkout:add-to-cart', (payload) => heard.push(payload))),
  };
}

beforeEach(() => {
  resetRemoteServices();
  (loadRemote as jest.Mock).mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

test('a service is not loaded until its remote or a command needs it', () => {
  const bus = createEventBus();
  const stop = startServicesOnCommand(bus);

  expect(loadRemote).not.toHaveBeenCalled();
  stop();
});

test('the first command starts the service and reaches it exactly once', async () => {
  const bus = createEventBus();
  const heard: AddToCartCommand[] = [];
  const service = fakeCartService(bus, heard);
  (loadRemote as jest.Mock).mockResolvedValue(service);
  const stop = startServicesOnCommand(bus);

  bus.publish('checkout:add-to-cart', command);
  await ensureRemoteService('mf_checkout');
  await Promise.resolve();

  expect(loadRemote).toHaveBeenCalledWith('mf_checkout/cart-service');
  expect(service.start).toHaveBeenCalledTimes(1);
  expect(heard).toEqual([command]);

  bus.publish('checkout:add-to-cart', command);
  expect(heard).toHaveLength(2);
  stop();
});

test('a remote whose service cannot load is marked failed and tried again later', async () => {
  (loadRemote as jest.Mock).mockRejectedValueOnce(new Error('offline'));

  expect(await ensureRemoteService('mf_account')).toBe(false);
  expect(serviceStatus('mf_account')).toBe('failed');

  (loadRemote as jest.Mock).mockResolvedValue({ start: () => () => {} });
  expect(await ensureRemoteService('mf_account')).toBe(true);
  expect(serviceStatus('mf_account')).toBe('running');
});

test('a cart command whose service cannot load is answered refused, to its sender, in Italian', async () => {
  (loadRemote as jest.Mock).mockRejectedValue(new Error('offline'));
  const bus = createEventBus({ createChannel: null });
  const answers: unknown[] = [];
  bus.subscribe('checkout:cart-notification', (answer) => answers.push(answer));
  const stop = startServicesOnCommand(bus);

  bus.publish('checkout:add-to-cart', { ...command, commandId: 'add-1' });
  await waitFor(() => answers.length > 0);

  expect(answers).toEqual([
    {
      kind: 'refused',
      message: 'Si è verificato un errore, riprova più tardi',
      commandId: 'add-1',
    },
  ]);
  stop();
});

test('a catalogue page leaves the wishlist service to sign-ins; a cart page starts the cart service', async () => {
  (loadRemote as jest.Mock).mockResolvedValue({ start: jest.fn() });
  expect(await startServiceForPage('mf_catalogue')).toBe(false);
  expect(loadRemote).not.toHaveBeenCalled();
  expect(await startServiceForPage('mf_checkout')).toBe(true);
  expect(loadRemote).toHaveBeenCalledWith('mf_checkout/cart-service');
});

test('a remote without a page-wide service starts nothing', async () => {
  expect(await ensureRemoteService('mf_content')).toBe(false);
  expect(loadRemote).not.toHaveBeenCalled();
});

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 1));
}
