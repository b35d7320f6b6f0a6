import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  useBusState,
  wishlistQueryKey,
  type RemoteRouteProps,
  type WishlistItem,
} from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';
import { registerWishlistTexts } from '../i18n/wishlist-texts';
import { useWishlistState } from './use-wishlist';
import { wishlistApi } from './wishlist-api';
import { loadWishlistStore } from './wishlist-access';
import { entryId } from './wishlist-entry-id';
import { WishlistItemCard } from './WishlistItemCard';
import './wishlist.css';

registerWishlistTexts();

/**
 * The wishlist page: what the shopper kept, newest first, each with its sizes, "add to cart" and
 * "notify me" for a sold-out size. A visitor's list is kept in this browser; the page says that
 * signing in keeps it on every device.
 */
export function WishlistPage({ locale, localePrefix }: RemoteRouteProps<'mf_catalogue'>) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const { entries, pending } = useWishlistState();
  const page = useQuery({
    queryKey: wishlistQueryKey(locale),
    queryFn: () => wishlistApi.page(locale),
    // What the list holds changes with every heart: read it whenever the page opens.
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const items = useShownItems(page.data?.items, entries, () => void page.refetch());
  const signedIn = useBusState('account:auth')?.isLoggedIn ?? false;

  useEffect(() => {
    void loadWishlistStore().then((store) => store.ensureRead());
  }, []);

  return (
    <section className="wishlist-page" aria-labelledby="wishlist-title">
      <h1 id="wishlist-title" className="wishlist-page__title">
        {t('wishlistPage.title')}
      </h1>
      {page.isPending ? (
        <p role="status">{t('wishlistPage.loading')}</p>
      ) : page.isError ? (
        <div role="alert" className="wishlist-page__error">
          <p>{t('wishlistPage.error')}</p>
          <button type="button" className="shop-tap-target" onClick={() => void page.refetch()}>
            {t('listing.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="wishlist-page__empty">
          <p>{t('wishlistPage.empty')}</p>
          <Link to={localePrefix || '/'}>{t('wishlistPage.browse')}</Link>
        </div>
      ) : (
        <>
          <p className="wishlist-page__count">{t('wishlistPage.count', { count: items.length })}</p>
          <ul className="wishlist-page__items">
            {items.map((item) => (
              <li key={entryId(item)}>
                <WishlistItemCard
                  item={item}
                  locale={locale}
                  localePrefix={localePrefix}
                  removing={pending.has(entryId(item))}
                  onRemove={() =>
                    void loadWishlistStore().then((store) => store.toggle(item, locale))
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {!signedIn && (
        <p className="wishlist-page__sign-in">
          {t('wishlistPage.signIn')}{' '}
          <Link
            to={`${localePrefix}/login?redirect=${encodeURIComponent(`${localePrefix}/wishlist`)}`}
          >
            {t('wishlistPage.signInLink')}
          </Link>
        </p>
      )}
    </section>
  );
}

/**
 * The page's items as the list now stands: one taken off (here or by a heart) leaves at once, and
 * one added elsewhere (another tab) has the page read again.
 */
function useShownItems(
  items: readonly WishlistItem[] | undefined,
  entries: ReturnType<typeof useWishlistState>['entries'],
  readAgain: () => void,
): WishlistItem[] {
  const kept = useMemo(() => new Set(entries?.map(entryId)), [entries]);
  const missing =
    !!items &&
    !!entries &&
    entries.some((entry) => !items.some((item) => entryId(item) === entryId(entry)));
  // (`refetch`, not the query client's `invalidateQueries`: the page's shared TanStack Query entry
  // does not export `useQueryClient`.)
  const readAgainRef = useRef(readAgain);
  readAgainRef.current = readAgain;
  useEffect(() => {
    if (missing) readAgainRef.current();
  }, [missing]);
  if (!items) return [];
  return entries ? items.filter((item) => kept.has(entryId(item))) : [...items];
}
