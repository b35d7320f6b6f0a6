import { readRuntimeConfig, RuntimeConfigError } from './read-runtime-config';

const validConfig = {
  version: 1,
  store: 'it',
  storeOrigins: { it: 'http://it.localhost:8080', intl: 'http://intl.localhost:8080' },
  apiBase: '/api',
  remotes: {
    mf_catalogue: { entry: 'http://cdn.test/mf-catalogue/mf-manifest.json' },
    mf_checkout: { entry: 'http://cdn.test/mf-checkout/mf-manifest.json' },
    mf_account: { entry: 'http://cdn.test/mf-account/mf-manifest.json' },
    mf_content: { entry: 'http://cdn.test/mf-content/mf-manifest.json' },
  },
  detectedCountry: 'IT',
};

function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<script id="shop-runtime-config" type="application/json">${text}</script>`;
  return doc;
}

describe('readRuntimeConfig', () => {
  it('reads the remote locations the server wrote into the page', () => {
    const config = readRuntimeConfig(pageWith(JSON.stringify(validConfig)));
    expect(config.remotes.mf_content.entry).toBe('http://cdn.test/mf-content/mf-manifest.json');
  });

  it('refuses a page whose placeholder was never replaced', () => {
    expect(() => readRuntimeConfig(pageWith('__SHOP_RUNTIME_CONFIG__'))).toThrow(
      RuntimeConfigError,
    );
  });

  it('refuses a config missing a remote', () => {
    const { mf_account: _omitted, ...remotes } = validConfig.remotes;
    expect(() => readRuntimeConfig(pageWith(JSON.stringify({ ...validConfig, remotes })))).toThrow(
      /unknown shape/,
    );
  });

  it.each([
    ['a store that does not exist', { store: 'fr' }],
    ['a store origin that is not a URL', { storeOrigins: { it: 'it.localhost', intl: 5 } }],
    ['no store origins', { storeOrigins: null }],
    [
      'a manifest URL that is not http(s)',
      { remotes: { ...validConfig.remotes, mf_content: { entry: 'javascript:alert(1)' } } },
    ],
    ['a remote without a location', { remotes: { ...validConfig.remotes, mf_catalogue: null } }],
    ['a detected country of the wrong type', { detectedCountry: 39 }],
    ['another version', { version: 2 }],
  ])('refuses a config with %s', (_case, change) => {
    expect(() =>
      readRuntimeConfig(pageWith(JSON.stringify({ ...validConfig, ...change }))),
    ).toThrow(RuntimeConfigError);
  });

  it('refuses JSON that is not an object', () => {
    for (const text of ['null', '[]', '"config"', '{"version": 1'])
      expect(() => readRuntimeConfig(pageWith(text))).toThrow(RuntimeConfigError);
  });
});
