import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, commonResources } from './common-resources';
import { addNamespace, createI18n, getI18n, I18N_GLOBAL_KEY, resetI18n } from './i18n';

describe('createI18n', () => {
  it('is ready synchronously, in Italian by default', () => {
    const i18n = createI18n();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('it');
    expect(i18n.t('retry')).toBe('Riprova');
    expect(i18n.t('common:sectionUnavailable')).toBe('Questa sezione non è disponibile al momento');
  });

  it('uses the requested locale and the agreed options', () => {
    const i18n = createI18n('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('sectionUnavailable')).toBe('This section is unavailable right now');
    expect(i18n.options).toMatchObject({
      fallbackLng: ['it'],
      supportedLngs: expect.arrayContaining(['it', 'en']),
      defaultNS: 'common',
      interpolation: expect.objectContaining({ escapeValue: false }),
    });
  });

  it('serves the validation and error messages in the common namespace', () => {
    const it = createI18n('it');
    const en = createI18n('en');
    expect(it.t('validation.privacy')).toBe('È necessario accettare la privacy');
    expect(it.t('errors.invalidCoupon')).toBe('Coupon sconto non valido');
    expect(en.t('validation.required')).toBe('This field is required');
    expect(it.t('cartNotification.added')).toBe('Prodotto aggiunto al carrello');
  });

  it('has the same keys in both languages of the common namespace', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [prefix + key] : keys(value as object, `${prefix}${key}.`),
      );
    expect(keys(commonResources.en).sort()).toEqual(keys(commonResources.it).sort());
  });

  it('switches language and falls back to Italian for a missing English text', async () => {
    const i18n = createI18n('it');
    addNamespace(
      'catalogue',
      {
        it: { sizeTable: 'Tabella taglie', only: 'Solo italiano' },
        en: { sizeTable: 'Size table' },
      },
      i18n,
    );
    await i18n.changeLanguage('en');
    expect(i18n.t('catalogue:sizeTable')).toBe('Size table');
    expect(i18n.t('catalogue:only')).toBe('Solo italiano');
  });

  it('does not escape interpolated values (React already does)', () => {
    const i18n = createI18n('en');
    addNamespace('t', { it: { hi: 'Ciao {{name}}' }, en: { hi: 'Hi {{name}}' } }, i18n);
    expect(i18n.t('t:hi', { name: '<Anna & Co>' })).toBe('Hi <Anna & Co>');
  });

  it('rejects unsupported languages by falling back to Italian', async () => {
    const i18n = createI18n('en');
    await i18n.changeLanguage('de');
    expect(i18n.t('retry')).toBe('Riprova');
  });
});

describe('addNamespace', () => {
  afterEach(() => resetI18n());

  it('registers a namespace in both languages on the page-wide instance', () => {
    addNamespace('account', { it: { title: 'Il mio account' }, en: { title: 'My account' } });
    const i18n = getI18n();
    expect(i18n.t('account:title')).toBe('Il mio account');
    expect(i18n.t('account:title', { lng: 'en' })).toBe('My account');
  });

  it('merges and overrides texts when called again', () => {
    const i18n = createI18n('it');
    addNamespace('content', { it: { a: 'A', b: 'B' }, en: { a: 'A', b: 'B' } }, i18n);
    addNamespace('content', { it: { b: 'B2', c: 'C' }, en: { b: 'B2', c: 'C' } }, i18n);
    expect([i18n.t('content:a'), i18n.t('content:b'), i18n.t('content:c')]).toEqual([
      'A',
      'B2',
      'C',
    ]);
  });
});

describe('getI18n', () => {
  afterEach(() => resetI18n());

  it('returns one page-wide instance kept on globalThis', () => {
    const i18n = getI18n('en');
    expect(getI18n()).toBe(i18n);
    expect(getI18n('it').language).toBe('en');
    expect((globalThis as Record<symbol, unknown>)[I18N_GLOBAL_KEY]).toBe(i18n);
  });

  it('starts fresh after resetI18n', () => {
    const i18n = getI18n();
    resetI18n();
    expect(getI18n()).not.toBe(i18n);
  });
});

describe('with react-i18next', () => {
  function Retry() {
    const { t } = useTranslation(COMMON_NAMESPACE);
    return <button type="button">{t('retry')}</button>;
  }

  it('renders the current language and re-renders on change', async () => {
    const i18n = createI18n('it');
    render(
      <I18nextProvider i18n={i18n}>
        <Retry />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();

    await act(() => i18n.changeLanguage('en'));

    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
