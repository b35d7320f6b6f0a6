import { hasDefaultComponent, loadRemoteModule, RemoteLoadError } from './load-remote-module';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const Routes = () => null;

describe('loadRemoteModule', () => {
  it('asks the federation runtime for the exposed module by its federation id', async () => {
    const load = jest.fn().mockResolvedValue({ default: Routes });
    await expect(
      loadRemoteModule('mf_checkout', './routes', hasDefaultComponent, { load }),
    ).resolves.toEqual({
      default: Routes,
    });
    expect(load).toHaveBeenCalledWith('mf_checkout/routes');
  });

  it('gives up on a remote that does not answer in time', async () => {
    const load = jest.fn(() => new Promise<never>(() => undefined));
    await expect(
      loadRemoteModule('mf_content', './routes', hasDefaultComponent, { load, timeoutMs: 20 }),
    ).rejects.toThrow(new RemoteLoadError('mf_content', 'no answer in 20 ms'));
  });

  it('refuses a module that breaks its contract', async () => {
    const load = jest.fn().mockResolvedValue({});
    await expect(
      loadRemoteModule('mf_account', './routes', hasDefaultComponent, { load }),
    ).rejects.toBeInstanceOf(RemoteLoadError);
  });
});
