import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractCheckPlugin } from './contract-check-plugin';
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

  it('refuses a remote whose manifest declares a contract the shell cannot run, before its code runs', async () => {
    const plugin = contractCheckPlugin('0.1.0');
    const snapshotHook = plugin.loadRemoteSnapshot as NonNullable<
      ModuleFederationRuntimePlugin['loadRemoteSnapshot']
    >;
    const manifest = (version: string) =>
      ({
        options: {},
        moduleInfo: { name: 'mf_checkout', entry: 'http://cdn.test/mf-manifest.json' },
        manifestJson: { metaData: { shopContractVersion: version } },
        remoteSnapshot: {},
        from: 'manifest',
      }) as unknown as Parameters<typeof snapshotHook>[0];
    // What the federation runtime does: the hook runs when the manifest arrives, and its error
    // rejects the load before the remote entry is fetched.
    const load = jest.fn(async () => {
      await snapshotHook(manifest('0.2.0'));
      return { default: Routes };
    });

    const failure = loadRemoteModule('mf_checkout', './routes', hasDefaultComponent, { load });
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toThrow(
      'mf_checkout could not be loaded: built against contract 0.2.0, the shell provides 0.1.0',
    );

    load.mockImplementation(async () => {
      await snapshotHook(manifest('0.1.0'));
      return { default: Routes };
    });
    await expect(
      loadRemoteModule('mf_checkout', './routes', hasDefaultComponent, { load }),
    ).resolves.toEqual({ default: Routes });
  });

  it('reloads the page once when a chunk is gone after a deploy, then gives up', async () => {
    window.sessionStorage.clear();
    const missing = Object.assign(new Error('Loading chunk 464 failed.'), {
      name: 'ChunkLoadError',
    });
    const load = jest.fn().mockRejectedValue(missing);
    const reloadEnvironment = { storage: window.sessionStorage, reload: jest.fn() };

    const first = loadRemoteModule('mf_content', './routes', hasDefaultComponent, {
      load,
      reloadEnvironment,
    });
    const settled = jest.fn();
    first.then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reloadEnvironment.reload).toHaveBeenCalledTimes(1);
    expect(settled).not.toHaveBeenCalled();

    // After the reload the chunk is still missing: the region's fallback, no second reload.
    await expect(
      loadRemoteModule('mf_content', './routes', hasDefaultComponent, { load, reloadEnvironment }),
    ).rejects.toBe(missing);
    expect(reloadEnvironment.reload).toHaveBeenCalledTimes(1);
  });
});
