import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatPrice,
  LISTING_MAX_PRICE_CENTS,
  type ListingFacets,
  type Locale,
} from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';
import type { ListingFilterValues } from './listing-filter-values';
import { useOpenFilter } from './use-open-filter';

interface ListingFiltersProps {
  facets: ListingFacets;
  params: ListingFilterValues;
  locale: Locale;
  onChange: (change: Partial<ListingFilterValues>) => void;
}

/**
 * Size, colour and price filters. Each size and colour shows how many products choosing it would
 * list; a value that would list none is disabled unless already chosen. Plain controls, no form
 * library: a tick applies at once, the price range on "Apply" (or Enter). The chosen values show
 * as chips below (ActiveFilters), so the panels start closed.
 */
export function ListingFilters({ facets, params, locale, onChange }: ListingFiltersProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const { containerRef, groupProps } = useOpenFilter();
  // A tick shows at once; the URL (and Back, Forward, "clear filters") then sets what is ticked.
  const [sizes, setSizes] = useState(params.sizes);
  const [colours, setColours] = useState(params.colours);
  const sizesKey = params.sizes.join(',');
  const coloursKey = params.colours.join(',');
  // Kept when the URL already says the same, so mounting (and hydrating) renders the filters once.
  useEffect(() => setSizes((shown) => followUrl(shown, sizesKey)), [sizesKey]);
  useEffect(() => setColours((shown) => followUrl(shown, coloursKey)), [coloursKey]);
  const toggle = (list: readonly string[], value: string) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
  const toggleSize = (value: string) => {
    const next = toggle(sizes, value);
    setSizes(next);
    onChange({ sizes: next });
  };
  const toggleColour = (value: string) => {
    const next = toggle(colours, value);
    setColours(next);
    onChange({ colours: next });
  };

  return (
    <div className="listing-filters" ref={containerRef}>
      <details className="listing-filters__group" {...groupProps('sizes')}>
        <summary>{t('listing.size')}</summary>
        <fieldset>
          <legend className="shop-visually-hidden">{t('listing.size')}</legend>
          <div className="listing-filters__options listing-filters__options--sizes">
            {facets.sizes.map((facet) => (
              <label key={facet.value} className="listing-filters__option">
                <input
                  type="checkbox"
                  checked={sizes.includes(facet.value)}
                  disabled={!sizes.includes(facet.value) && facet.count === 0}
                  onChange={() => toggleSize(facet.value)}
                />
                {t('listing.facetOption', { label: facet.label, count: facet.count })}
              </label>
            ))}
          </div>
        </fieldset>
      </details>
      <details className="listing-filters__group" {...groupProps('colours')}>
        <summary>{t('listing.colour')}</summary>
        <fieldset>
          <legend className="shop-visually-hidden">{t('listing.colour')}</legend>
          <div className="listing-filters__options">
            {facets.colours.map((facet) => (
              <label key={facet.value} className="listing-filters__option">
                <input
                  type="checkbox"
                  checked={colours.includes(facet.value)}
                  disabled={!colours.includes(facet.value) && facet.count === 0}
                  onChange={() => toggleColour(facet.value)}
                />
                <span
                  className="listing-filters__swatch"
                  style={{ backgroundColor: facet.hex }}
                  aria-hidden="true"
                />
                {t('listing.facetOption', { label: facet.label, count: facet.count })}
              </label>
            ))}
          </div>
        </fieldset>
      </details>
      <details className="listing-filters__group" {...groupProps('price')}>
        <summary>{t('listing.price')}</summary>
        <PriceRange facets={facets} params={params} locale={locale} onChange={onChange} />
      </details>
    </div>
  );
}

/** The ticked values the URL's comma-joined `key` names: `shown` itself when it already is. */
function followUrl(shown: string[], key: string): string[] {
  return shown.join(',') === key ? shown : key ? key.split(',') : [];
}

function PriceRange({ facets, params, locale, onChange }: ListingFiltersProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const hintId = useId();
  const [from, setFrom] = useState(euroText(params.priceMin));
  const [to, setTo] = useState(euroText(params.priceMax));
  // Back, Forward or "clear filters" change the URL: the fields follow it.
  useEffect(() => setFrom(euroText(params.priceMin)), [params.priceMin]);
  useEffect(() => setTo(euroText(params.priceMax)), [params.priceMax]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    let min = centsOf(from);
    let max = centsOf(to);
    if (min !== null && max !== null && min > max) [min, max] = [max, min];
    setFrom(euroText(min));
    setTo(euroText(max));
    onChange({ priceMin: min, priceMax: max });
  };

  return (
    <form
      className="listing-filters__price"
      onSubmit={apply}
      aria-describedby={facets.price ? hintId : undefined}
    >
      {facets.price && (
        <p id={hintId} className="listing-filters__hint">
          {t('listing.priceRangeHint', {
            min: formatPrice(facets.price.min, locale),
            max: formatPrice(facets.price.max, locale),
          })}
        </p>
      )}
      <label>
        {t('listing.priceFrom')}
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
      </label>
      <label>
        {t('listing.priceTo')}
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
      </label>
      <button type="submit">{t('listing.applyPrice')}</button>
    </form>
  );
}

/** Euro as typed ("120", "120,50", "€ 99.9"), in cents; blank or anything else is no bound. */
function centsOf(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.replace(/[€\s]/g, ''));
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return Math.min(cents, LISTING_MAX_PRICE_CENTS);
}

function euroText(cents: number | null): string {
  if (cents === null) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
