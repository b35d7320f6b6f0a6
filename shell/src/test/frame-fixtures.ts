import {
  categoriesQueryKey,
  REMOTE_NAMES,
  settingsQueryKey,
  type CategoriesResponse,
  type GlobalSettings,
  type InlinePageData,
  type Locale,
  type RuntimeConfig,
  type StoreId,
} from '@shop/shared';
import { italianCategories } from './categories-fixture';
import { storeOrigins } from './render-on-store';

const englishCategories: CategoriesResponse = {
  locale: 'en',
  categories: [
    {
      id: 'women',
      name: 'Women',
      path: 'Women',
      paths: { it: 'Donna', en: 'Women' },
      children: [],
    },
    { id: 'men', name: 'Men', path: 'Men', paths: { it: 'Uomo', en: 'Men' }, children: [] },
  ],
};

export const frameSettings: Record<Locale, GlobalSettings> = {
  it: {
    globalMessages: ['Spedizione gratuita da 250 €', 'Resi entro 14 giorni'],
    globalMessagesBackground: '#1f1b16',
    globalMessagesColor: '#ffffff',
    globalMessagesLink: [{ label: 'Scopri', url: '/pages/shipping' }, null],
  },
  en: {
    globalMessages: ['Free shipping from €250'],
    globalMessagesBackground: '#1f1b16',
    globalMessagesColor: '#ffffff',
    globalMessagesLink: [null],
  },
};

/** The data the server inlines into a normal-layout page of `locale`. */
export function framePageData(locale: Locale): InlinePageData {
  return {
    queries: [
      {
        queryKey: categoriesQueryKey(locale),
        data: locale === 'it' ? italianCategories : englishCategories,
      },
      { queryKey: settingsQueryKey(locale), data: frameSettings[locale] },
    ],
  };
}

export function frameRuntimeConfig(store: StoreId = 'it'): RuntimeConfig {
  return {
    version: 1,
    store,
    storeOrigins,
    apiBase: '/api',
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        { entry: `http://cdn.localhost/${name}/mf-manifest.json` },
      ]),
    ) as RuntimeConfig['remotes'],
    detectedCountry: 'FR',
  };
}
