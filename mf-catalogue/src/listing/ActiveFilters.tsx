import { useTranslation } from 'react-i18next';
import { formatPrice, type ListingFacets, type Locale } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';
import type { ListingFilterValues } from './listing-filter-values';

interface ActiveFiltersProps {
  facets: ListingFacets;
  params: ListingFilterValues;
  locale: Locale;
  onChange: (change: Partial<ListingFilterValues>) => void;
}

/** The filters in force, each removable with one tap, and "clear filters". */
export function ActiveFilters({ facets, params, locale, onChange }: ActiveFiltersProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const labelOf = (values: readonly { value: string; label: string }[], value: string) =>
    values.find((facet) => facet.value === value)?.label ?? value;

  const chips: { key: string; label: string; remove: () => void }[] = [
    ...params.sizes.map((size) => ({
      key: `size-${size}`,
      label: labelOf(facets.sizes, size),
      remove: () => onChange({ sizes: params.sizes.filter((item) => item !== size) }),
    })),
    ...params.colours.map((colour) => ({
      key: `colour-${colour}`,
      label: labelOf(facets.colours, colour),
      remove: () => onChange({ colours: params.colours.filter((item) => item !== colour) }),
    })),
  ];
  const priceLabel = priceFilterLabel(params, locale, t);
  if (priceLabel) {
    chips.push({
      key: 'price',
      label: priceLabel,
      remove: () => onChange({ priceMin: null, priceMax: null }),
    });
  }
  if (chips.length === 0) return null;

  return (
    <div className="active-filters">
      <ul aria-label={t('listing.activeFilters')}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={chip.remove}
              aria-label={t('listing.removeFilter', { label: chip.label })}
            >
              {chip.label} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="active-filters__clear"
        onClick={() => onChange({ sizes: [], colours: [], priceMin: null, priceMax: null })}
      >
        {t('listing.clearFilters')}
      </button>
    </div>
  );
}

function priceFilterLabel(
  params: ListingFilterValues,
  locale: Locale,
  t: (key: string, options: Record<string, string>) => string,
): string | null {
  const { priceMin, priceMax } = params;
  if (priceMin !== null && priceMax !== null) {
    return t('listing.priceFilterLabel', {
      min: formatPrice(priceMin, locale),
      max: formatPrice(priceMax, locale),
    });
  }
  if (priceMin !== null)
    return t('listing.priceFilterFrom', { min: formatPrice(priceMin, locale) });
  if (priceMax !== null) return t('listing.priceFilterTo', { max: formatPrice(priceMax, locale) });
  return null;
}
