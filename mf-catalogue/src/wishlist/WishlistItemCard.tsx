import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage, ProductPicture, type Locale, type WishlistItem } from '@shop/shared';
import { TILE_PICTURE_SIZES } from '@shop/shared/catalogue/picture-sizes';
import { CATALOGUE_NAMESPACE } from '../i18n';
import { Price } from '../price/Price';
import { ChosenSizeAction } from '../product/ChosenSizeAction';
import { SizeSelector } from '../product/SizeSelector';
import '../product/product.css';
import './wishlist.css';

interface WishlistItemCardProps {
  item: WishlistItem;
  locale: Locale;
  localePrefix: string;
  removing: boolean;
  onRemove: () => void;
}

/**
 * One product on the wishlist: its picture and price, its sizes in the colour kept, and "add to
 * cart" for a size in stock or "notify me" for a sold-out one.
 */
export function WishlistItemCard({
  item,
  locale,
  localePrefix,
  removing,
  onRemove,
}: WishlistItemCardProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const headingId = useId();
  const sizeMessageId = useId();
  const [size, setSize] = useState<string | null>(null);
  const [missingSize, setMissingSize] = useState(false);
  const { product } = item;
  const removeButton = (
    <button
      type="button"
      className="wishlist-item__remove shop-tap-target"
      onClick={removing ? undefined : onRemove}
      aria-disabled={removing || undefined}
      aria-describedby={headingId}
    >
      {t('wishlistPage.remove')}
    </button>
  );

  if (!product) {
    return (
      <article className="wishlist-item wishlist-item--gone" aria-labelledby={headingId}>
        <div className="wishlist-item__summary">
          <h2 id={headingId} className="wishlist-item__name">
            {t('wishlistPage.unavailableTitle')}
          </h2>
          <p className="wishlist-item__note">{t('wishlistPage.unavailable')}</p>
        </div>
        <div className="wishlist-item__actions">{removeButton}</div>
      </article>
    );
  }

  const href = `${localePrefix}/products/${product.path}`;
  const chosen = product.sizes.find((option) => option.size === size) ?? null;
  const colour = { code: item.colour, name: product.colourName };
  return (
    <article className="wishlist-item" aria-labelledby={headingId}>
      <Link to={href} className="wishlist-item__picture" tabIndex={-1} aria-hidden="true">
        {product.image && (
          <ProductPicture image={product.image} sizes={TILE_PICTURE_SIZES} alt="" lazy />
        )}
      </Link>
      <div className="wishlist-item__summary">
        <h2 id={headingId} className="wishlist-item__name">
          <Link to={href}>{product.name}</Link>
        </h2>
        <p className="wishlist-item__colour">
          {t('wishlistPage.colour', { colour: product.colourName })}
        </p>
        <Price price={product.price} locale={locale} />
        {!product.available && <p className="wishlist-item__note">{t('wishlistPage.soldOut')}</p>}
      </div>
      <div className="wishlist-item__actions">
        <SizeSelector
          name={`size-${item.productId}-${item.colour}`}
          sizes={product.sizes}
          selected={chosen?.size ?? null}
          onSelect={(value) => {
            setSize(value);
            setMissingSize(false);
          }}
          describedBy={sizeMessageId}
        />
        <p id={sizeMessageId} className="wishlist-item__size-message" role="alert">
          {missingSize ? t('product.chooseSize') : null}
          {chosen && !chosen.available ? errorMessage('sizeNotAvailable', locale) : null}
        </p>
        <ChosenSizeAction
          productId={item.productId}
          colour={colour}
          chosen={chosen}
          locale={locale}
          onMissingChoice={() => setMissingSize(true)}
        />
        {removeButton}
      </div>
    </article>
  );
}
