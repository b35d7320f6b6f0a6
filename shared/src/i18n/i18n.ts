import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../contracts/locale';
import { COMMON_NAMESPACE, commonResources, type NamespaceResources } from './common-resources';

/**
 * A ready i18next instance (React bindings included) in `locale`, with the `common` namespace
 * loaded. Initialised synchronously: `t` works as soon as this returns.
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE): i18n {
  const instance = createInstance();
  instance.use(initReactI18next);
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
    resources: {
      it: { [COMMON_NAMESPACE]: commonResources.it },
      en: { [COMMON_NAMESPACE]: commonResources.en },
    },
    react: { useSuspense: false },
  });
  return instance;
}

/** Key of the page-wide instance on `globalThis`, so a duplicated copy of this module shares it. */
export const I18N_GLOBAL_KEY = Symbol.for('@shop/shared/i18n/v1');

type I18nGlobal = typeof globalThis & { [I18N_GLOBAL_KEY]?: i18n };

/**
 * The page-wide i18next instance, created on first use in `initialLocale` (default Italian).
 * Switch language with `getI18n().changeLanguage(locale)`.
 */
export function getI18n(initialLocale: Locale = DEFAULT_LOCALE): i18n {
  const holder = globalThis as I18nGlobal;
  let instance = holder[I18N_GLOBAL_KEY];
  if (!instance) {
    instance = createI18n(initialLocale);
    holder[I18N_GLOBAL_KEY] = instance;
  }
  return instance;
}

/** Forgets the page-wide instance; the next `getI18n()` makes a fresh one. For tests. */
export function resetI18n(): void {
  Reflect.deleteProperty(globalThis, I18N_GLOBAL_KEY);
}

/**
 * Registers a package's namespace in every language (each remote calls it once when it loads).
 * Calling it again merges and overrides keys, so a re-deployed remote can update its texts.
 */
export function addNamespace(
  namespace: string,
  resources: NamespaceResources,
  instance: i18n = getI18n(),
): i18n {
  for (const locale of LOCALES) {
    instance.addResourceBundle(locale, namespace, resources[locale], true, true);
  }
  return instance;
}
