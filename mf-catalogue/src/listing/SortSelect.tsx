import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTING_SORTS, type ListingSort } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';

/** The listing's order: newest first, or by price either way. */
export function SortSelect({
  value,
  onChange,
}: {
  value: ListingSort;
  onChange: (sort: ListingSort) => void;
}) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t('listing.sort')}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as ListingSort)}
      >
        {LISTING_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`listing.sorts.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
