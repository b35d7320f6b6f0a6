import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTING_SORTS, type SearchSort } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';

/** The listing's order: newest first, or by price either way (search results: best match too). */
export function SortSelect<S extends SearchSort>({
  value,
  onChange,
  sorts = LISTING_SORTS as readonly SearchSort[] as readonly S[],
}: {
  value: S;
  onChange: (sort: S) => void;
  sorts?: readonly S[];
}) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t('listing.sort')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as S)}>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`listing.sorts.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
