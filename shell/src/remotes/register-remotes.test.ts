import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RuntimeConfig } from '@shop/shared';
import { SHELL_CONTRACT_VERSION } from './contract-version';
import { registerShopRemotes } from './register-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const manifest = (name: string) => `http://cdn.test/${name}/mf-manifest.json`;
const script = (name: string) => `http://cdn.test/${name}/remoteEntry.js`;

function configWith(locations: Partial<RuntimeConfig['remotes']>): RuntimeConfig {
  return {
    version: 1,
    store: 'it',
    storeOrigins: { it: 'http://it.test', intl: 'http://intl.test' },
    apiBase: '/api',
    remotes: {
      ...(Object.fromEntries(
        REMOTE_NAMES.map((name) => [name, { entry: manifest(name) }]),
      ) as RuntimeConfig['remotes']),
      ...locations,
    },
    detectedCountry: null,
  };
}

/** The content remote as the page names it, built against the contract this shell runs. */
const contentRunningHere = {
  entry: manifest('mf_content'),
  script: script('mf_content'),
  contractVersion: SHELL_CONTRACT_VERSION,
};

describe('registerShopRemotes', () => {
  it('loads a remote straight from its entry script only when its declared contract runs here', () => {
    registerShopRemotes(
      configWith({
        mf_content: contentRunningHere,
        mf_checkout: {
          entry: manifest('mf_checkout'),
          script: script('mf_checkout'),
          contractVersion: '99.0.0',
        },
        mf_account: { entry: manifest('mf_account'), script: script('mf_account') },
      }),
    );

    expect(registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'shop-contract-check' }),
    ]);
    const registered = jest.mocked(registerRemotes).mock.calls[0]?.[0];
    expect(registered).toEqual([
      { name: 'mf_catalogue', entry: manifest('mf_catalogue') },
      // Refused or unknown versions go through the manifest, where the plugin refuses them.
      { name: 'mf_checkout', entry: manifest('mf_checkout') },
      { name: 'mf_account', entry: manifest('mf_account') },
      { name: 'mf_content', entry: script('mf_content') },
    ]);
  });

  it('reads the manifest of a remote the page was reloaded for, whatever the page names', () => {
    sessionStorage.setItem('shop:chunk-reload:mf_content', new Date().toISOString());
    try {
      registerShopRemotes(
        configWith({
          mf_content: contentRunningHere,
        }),
      );
      expect(jest.mocked(registerRemotes).mock.lastCall?.[0]).toContainEqual({
        name: 'mf_content',
        entry: manifest('mf_content'),
      });
    } finally {
      sessionStorage.clear();
    }
  });
});
