/* eslint-disable @typescript-eslint/no-require-imports */
import pkg from '../package.json';

const REACT_MODULES = ['react', 'react-dom', 'react-i18next', '@tanstack/react-query', 'i18next'];

describe('package entry points', () => {
  afterEach(() => {
    for (const name of REACT_MODULES) jest.dontMock(name);
  });

  it('exposes the entry points the other packages import', () => {
    expect(pkg.exports).toMatchObject({
      '.': './src/index.ts',
      './contracts': './src/contracts/index.ts',
      './countries': './src/countries/index.ts',
      './validation': './src/validation/index.ts',
      './forms': './src/forms/index.ts',
      './orders': './src/orders/index.ts',
      './receipt': './src/receipt/index.ts',
      './format': './src/format/index.ts',
      './routing': './src/routing/index.ts',
      './seo': './src/seo/index.ts',
      './catalogue': './src/catalogue/index.ts',
    });
  });

  it.each([
    './contracts',
    './countries',
    './validation',
    './format',
    './routing',
    './seo',
    './catalogue',
    './receipt',
  ])('%s loads without React or i18next, so the API server can import it', (entry) => {
    jest.isolateModules(() => {
      for (const name of REACT_MODULES) {
        jest.doMock(name, () => {
          throw new Error(`${entry} must not load ${name}`);
        });
      }
      const loaded = require(entry) as Record<string, unknown>;
      expect(Object.keys(loaded).length).toBeGreaterThan(0);
    });
  });

  it('keeps form schemas out of the root, so pages without a form never load yup', () => {
    jest.isolateModules(() => {
      jest.doMock('yup', () => {
        throw new Error('the root entry must not load yup');
      });
      const root = require('.') as Record<string, unknown>;
      expect(root).not.toHaveProperty('careerSchema');
      expect(root).not.toHaveProperty('ruleMessage');
      expect(root).toHaveProperty('validationMessages');
    });
    jest.dontMock('yup');
  });

  it('serves the form schemas from ./validation', () => {
    const validation = require('./validation') as Record<string, unknown>;
    for (const name of ['addressFieldRule', 'careerSchema', 'ruleMessage', 'EMAIL_PATTERN']) {
      expect(validation).toHaveProperty(name);
    }
  });

  it('re-exports every feature from the root', () => {
    const root = require('.') as Record<string, unknown>;
    for (const name of [
      'BUS_CONTRACT_VERSION',
      'isLocale',
      'createEventBus',
      'getEventBus',
      'useBusState',
      'useBusListener',
      'EventBusProvider',
      'createApiClient',
      'apiClient',
      'ApiError',
      'isApiError',
      'createI18n',
      'getI18n',
      'addNamespace',
      'localeFromPath',
      'localePrefix',
      'localizePath',
      'createQueryClient',
      'formatPrice',
      'formatMonthYear',
      'formatDate',
      'parseLooseNumber',
      'COUNTRY_ZONES',
      'REST_OF_WORLD',
      'ALL_ZONES',
      'storeForCountry',
      'zoneOrigin',
      'PREFERENCE_COOKIE',
      'validationMessages',
      'errorMessages',
      'Spinner',
      'VisuallyHidden',
      'FieldError',
    ]) {
      expect(root).toHaveProperty(name);
    }
  });
});
