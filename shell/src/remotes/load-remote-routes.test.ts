import { loadRemoteRoutes, RemoteLoadError } from './load-remote-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const Routes = () => null;

describe('loadRemoteRoutes', () => {
  it("asks the federation runtime for the remote's ./routes module", async () => {
    const load = jest.fn().mockResolvedValue({ default: Routes });
    await expect(loadRemoteRoutes('mf_checkout', { load })).resolves.toEqual({ default: Routes });
    expect(load).toHaveBeenCalledWith('mf_checkout/routes');
  });

  it('gives up on a remote that does not answer in time', async () => {
    const load = jest.fn(() => new Promise<never>(() => undefined));
    await expect(loadRemoteRoutes('mf_content', { load, timeoutMs: 20 })).rejects.toThrow(
      new RemoteLoadError('mf_content', 'no answer in 20 ms'),
    );
  });

  it('refuses a module without a default component', async () => {
    const load = jest.fn().mockResolvedValue({});
    await expect(loadRemoteRoutes('mf_account', { load })).rejects.toBeInstanceOf(RemoteLoadError);
  });
});
