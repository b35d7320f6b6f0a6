import { useTranslation } from 'react-i18next';
import { VisuallyHidden, type Locale } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n/namespace';
import { useWishlistEntry } from './use-wishlist';
import './wishlist.css';

interface WishlistHeartProps {
  productId: string;
  colour: string;
  /** The product's name, for the button's label ("Save Linen shirt to your wishlist"). */
  productName: string;
  locale: Locale;
  /** `overlay` sits on a tile's picture; `inline` beside a product page's name. */
  placement: 'overlay' | 'inline';
}

/** The heart: puts a product in one colour on the wishlist, or takes it off. */
export function WishlistHeart({
  productId,
  colour,
  productName,
  locale,
  placement,
}: WishlistHeartProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE, { lng: locale });
  const { saved, pending, notice, toggle } = useWishlistEntry({ productId, colour }, locale);
  return (
    <div className={`wishlist-heart wishlist-heart--${placement}`}>
      <button
        type="button"
        className="wishlist-heart__button shop-tap-target"
        aria-pressed={saved}
        aria-label={t('wishlist.heart', { name: productName })}
        aria-disabled={pending || undefined}
        onClick={pending ? undefined : toggle}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            className="wishlist-heart__shape"
            d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 0-7 4.8 4.8 0 0 1 6.9 0l.9.9.9-.9a4.8 4.8 0 0 1 6.9 0 4.9 4.9 0 0 1 0 7Z"
          />
        </svg>
      </button>
      {notice?.kind === 'refused' ? (
        <p className="wishlist-heart__refusal" role="alert">
          {notice.message}
        </p>
      ) : (
        <VisuallyHidden role="status">{notice?.message ?? ''}</VisuallyHidden>
      )}
    </div>
  );
}
