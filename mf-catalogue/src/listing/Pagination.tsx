import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_NAMESPACE } from '../i18n';

interface PaginationProps {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}

/** Pages shown around the current one; the first and last are always there. */
const NEIGHBOURS = 1;

/**
 * Links to the listing's other pages: real links, so each page has its own URL that works
 * without script, can be shared and comes back with Back.
 */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('listing.pagination')}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev" aria-label={t('listing.previousPage')}>
              <span aria-hidden="true">‹</span>
            </Link>
          </li>
        )}
        {pageNumbers(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={hrefFor(number)}
                aria-label={t('listing.pageNumber', { page: number })}
                aria-current={number === page ? 'page' : undefined}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={hrefFor(page + 1)} rel="next" aria-label={t('listing.nextPage')}>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** 1 … 4 5 6 … 12: the page numbers to link, `null` where some are left out. */
export function pageNumbers(page: number, pageCount: number): (number | null)[] {
  const shown = new Set([1, pageCount]);
  for (let number = page - NEIGHBOURS; number <= page + NEIGHBOURS; number += 1) {
    if (number >= 1 && number <= pageCount) shown.add(number);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((number, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && number - previous > 1) result.push(null);
    result.push(number);
  });
  return result;
}
