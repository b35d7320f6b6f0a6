import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localePrefix, routeById, routePath, type Locale, type SearchBoxProps } from '@shop/shared';
import { SHELL_NAMESPACE } from '../i18n';
import { LineIcon } from '../icons/LineIcon';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import type { HeaderSearchState } from './use-header-search';
import { useSearchFocusHandover } from './use-search-focus-handover';

function SearchIcon() {
  return (
    <LineIcon>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </LineIcon>
  );
}

/** Opens and closes the search row below the desktop breakpoint. */
export function HeaderSearchToggle({ search }: { search: HeaderSearchState }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <button
      type="button"
      className="header__search-toggle shop-tap-target"
      aria-expanded={search.open}
      aria-controls={search.panelId}
      onClick={search.toggle}
    >
      <SearchIcon />
      <span className="shop-visually-hidden">{t('header.searchToggle')}</span>
    </button>
  );
}

/**
 * The header's search field. Until the shopper reaches for it, it is a plain form that searches
 * by loading the results page (so it works before the catalogue's code arrives, and without it); on
 * the first pointer, focus or opening, the catalogue's search box with suggestions takes its
 * place, keeping what was typed and the focus. Pages where nobody searches never load it.
 */
export function HeaderSearchPanel({
  locale,
  search,
}: {
  locale: Locale;
  search: HeaderSearchState;
}) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  // What is typed before the catalogue's box arrives is handed over to it, with the focus.
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(false);
  const handOverFocus = useSearchFocusHandover();
  const action = routePath(routeById('search'), locale) ?? '/';
  const boxProps: SearchBoxProps = {
    locale,
    localePrefix: localePrefix(locale),
    initialQuery: typed,
    autoFocus: search.open || focused,
  };

  return (
    <div
      id={search.panelId}
      className={`header__search${search.open ? ' header__search--open' : ''}`}
      onPointerEnter={search.want}
      onFocus={search.want}
    >
      {/* Stays in place (hidden by CSS once the box is there), so nothing typed is lost. */}
      <form
        role="search"
        className="header__plain-search"
        method="get"
        action={action}
        onBlur={handOverFocus}
      >
        <label className="shop-visually-hidden" htmlFor={`${search.panelId}-q`}>
          {t('header.searchLabel')}
        </label>
        <input
          id={`${search.panelId}-q`}
          type="search"
          name="q"
          required
          minLength={3}
          maxLength={100}
          placeholder={t('header.search')}
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          className="shop-search-input"
        />
        <button type="submit" className="shop-search-submit">
          <SearchIcon />
          <span className="shop-visually-hidden">{t('header.search')}</span>
        </button>
      </form>
      {search.wanted && (
        <RemoteBoundary
          remote="mf_catalogue"
          exposed="./search-box"
          props={boxProps}
          loading={null}
          fallback={() => null}
        />
      )}
    </div>
  );
}
