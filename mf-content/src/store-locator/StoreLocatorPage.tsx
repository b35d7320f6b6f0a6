import { type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  Select,
  COMMON_NAMESPACE,
  isApiError,
  Spinner,
  storeFiltersFromSearch,
  storeFiltersSearch,
  usePageMeta,
  type RemoteRouteProps,
  type StoreFilterOption,
  type StoreFilters,
} from '@shop/shared';
import { CONTENT_NAMESPACE } from '../i18n';
import { ContentPageError } from '../pages/ContentPageError';
import { StoreCard } from './StoreCard';
import { storeLocatorQuery } from './store-locator-query';
import './store-locator.css';

const ALTERNATES = { it: '/pages/storelocator', en: '/en/pages/storelocator' };

interface FilterSelectProps {
  label: string;
  allLabel: string;
  value: string | null;
  options: readonly StoreFilterOption[];
  onChange: (value: string | null) => void;
}

function FilterSelect({ label, allLabel, value, options, onChange }: FilterSelectProps) {
  const change = (event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value || null);
  return (
    <Select
      label={label}
      placeholder={allLabel}
      options={options.map((option) => ({ value: option.code, label: option.name }))}
      value={value ?? ''}
      onChange={change}
      disabled={options.length === 0}
    />
  );
}

/**
 * `/pages/storelocator`: the shop's stores, filtered by continent, then region, then country.
 * The filters live in the URL (a shared link shows the same stores, Back the previous choice);
 * changing one clears those after it. The server inlines the stores of the URL's filters.
 */
export function StoreLocatorPage({ locale }: RemoteRouteProps<'mf_content'>) {
  const { t } = useTranslation(CONTENT_NAMESPACE, { lng: locale });
  const { t: common } = useTranslation(COMMON_NAMESPACE, { lng: locale });
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = storeFiltersFromSearch(searchParams);
  const query = useQuery(storeLocatorQuery(locale, filters));
  usePageMeta({
    title: t('storeLocator.title'),
    description: t('storeLocator.metaDescription'),
    alternates: ALTERNATES,
  });

  // Checked like the URL is, so only a valid combination is ever written there.
  const choose = (next: Record<keyof StoreFilters, string | null>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) params.set(key, value);
    setSearchParams(storeFiltersSearch(storeFiltersFromSearch(params)));
  };
  // Only places with stores are offered, which only the server knows: until it answers for these
  // filters, none are (the server inlines the answer for the page's URL).
  const data = query.data;
  const continents = data?.continents ?? [];
  const regions =
    data && filters.continent && data.filters.continent === filters.continent ? data.regions : [];
  const countries =
    data && filters.region && data.filters.region === filters.region ? data.countries : [];

  return (
    <article className="content-page store-locator">
      <h1>{t('storeLocator.title')}</h1>
      <p>{t('storeLocator.intro')}</p>
      <form className="store-locator__filters" onSubmit={(event) => event.preventDefault()}>
        <FilterSelect
          label={t('storeLocator.continent')}
          allLabel={t('storeLocator.allContinents')}
          value={filters.continent}
          options={continents}
          onChange={(code) => choose({ continent: code, region: null, country: null })}
        />
        <FilterSelect
          label={t('storeLocator.region')}
          allLabel={t('storeLocator.allRegions')}
          value={filters.region}
          options={regions}
          onChange={(code) => choose({ ...filters, region: code, country: null })}
        />
        <FilterSelect
          label={t('storeLocator.country')}
          allLabel={t('storeLocator.allCountries')}
          value={filters.country}
          options={countries}
          onChange={(code) => choose({ ...filters, country: code })}
        />
      </form>
      {data ? (
        <section
          className="store-locator__results"
          aria-label={t('storeLocator.results')}
          aria-busy={query.isPlaceholderData}
        >
          <p role="status" className="store-locator__count">
            {data.stores.length === 0
              ? common('errors.noStoresInRegion')
              : t('storeLocator.count', { count: data.stores.length })}
          </p>
          <ul className="store-locator__list">
            {data.stores.map((store) => (
              <li key={store.id}>
                <StoreCard store={store} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      ) : query.isError ? (
        <ContentPageError
          locale={locale}
          networkError={isApiError(query.error) && query.error.isNetworkError}
          onRetry={() => void query.refetch({ cancelRefetch: false })}
        />
      ) : (
        <Spinner label={common('loading')} />
      )}
    </article>
  );
}
