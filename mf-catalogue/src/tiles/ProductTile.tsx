import { useState, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ProductPicture, VisuallyHidden, type ProductTileProps } from '@shop/shared';
import { TILE_PICTURE_SIZES } from '@shop/shared/catalogue/picture-sizes';
import { CATALOGUE_NAMESPACE } from '../i18n/namespace';
import { HeldPicture } from '../pictures/HeldPicture';
import { Price } from '../price/Price';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { shownColour } from './shown-colour';
import './tiles.css';

/**
 * A product on a listing, in search results or in a carousel: picture, name, price, colours. On a
 * listing filtered by colour it shows, and links to, the product in the colour filtered for.
 */
export function ProductTile({
  product,
  locale,
  localePrefix,
  priority = false,
  afterIdle = !priority,
  headingLevel = 2,
  colours,
}: ProductTileProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE, { lng: locale });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shown = shownColour(product, colours);
  const href = `${localePrefix}/products/${shown.path}`;
  // The heart keeps the colour the tile shows: the one filtered for, else the first.
  const heartColour = shown.colour?.code ?? product.colours[0]?.code;
  // The second picture is fetched only once a pointer comes to rest on the tile, never on touch.
  const [pointerRested, setPointerRested] = useState(false);
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setPointerRested(true);
  };
  return (
    <article className="product-tile">
      <Link to={href} className="product-tile__link">
        <span className="product-tile__pictures" onPointerEnter={onPointerEnter}>
          <HeldPicture
            className="product-tile__image"
            image={shown.image}
            sizes={TILE_PICTURE_SIZES}
            priority={priority}
            afterIdle={afterIdle}
          />
          {pointerRested && shown.secondImage && (
            <ProductPicture
              className="product-tile__image product-tile__image--second"
              image={shown.secondImage}
              sizes={TILE_PICTURE_SIZES}
              alt=""
              lazy={false}
              placeholder={false}
            />
          )}
        </span>
        <Heading className="product-tile__name">{product.name}</Heading>
      </Link>
      {heartColour && (
        <WishlistHeart
          productId={product.id}
          colour={heartColour}
          productName={product.name}
          locale={locale}
          placement="overlay"
        />
      )}
      <Price price={product.price} locale={locale} />
      <div className="product-tile__details">
        <ul
          className="product-tile__colours"
          aria-label={t('tile.colours', { count: product.colours.length })}
        >
          {product.colours.map((colour) => (
            <li
              key={colour.code}
              className={
                colour.code === shown.colour?.code
                  ? 'product-tile__colour product-tile__colour--shown'
                  : 'product-tile__colour'
              }
              style={{ backgroundColor: colour.hex }}
              title={colour.name}
            >
              <VisuallyHidden>{colour.name}</VisuallyHidden>
            </li>
          ))}
        </ul>
        {!product.available && <span className="product-tile__sold-out">{t('tile.soldOut')}</span>}
      </div>
    </article>
  );
}
