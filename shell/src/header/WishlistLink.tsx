import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBusState } from '@shop/shared';
import { SHELL_NAMESPACE } from '../i18n';
import { LineIcon } from '../icons/LineIcon';

/** The heart that opens the wishlist, with its count from the wishlist's owner (`mf-catalogue`). */
export function WishlistLink({ localePrefix }: { localePrefix: string }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const count = useBusState('catalogue:wishlist')?.count ?? 0;
  return (
    <Link
      to={`${localePrefix}/wishlist`}
      className="header__wishlist shop-tap-target"
      aria-label={t('header.wishlist', { count })}
    >
      <LineIcon>
        <path d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 0-7 4.8 4.8 0 0 1 6.9 0l.9.9.9-.9a4.8 4.8 0 0 1 6.9 0 4.9 4.9 0 0 1 0 7Z" />
      </LineIcon>
      {count > 0 && (
        <span className="header__badge" data-testid="wishlist-count">
          {count}
        </span>
      )}
    </Link>
  );
}
