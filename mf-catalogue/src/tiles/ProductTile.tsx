import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden, type ProductTileProps } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';
import { Price } from '../price/Price';
import './tiles.css';

/** A product on a listing, in search results or in a carousel: picture, name, price, colours. */
export function ProductTile({
  product,
  locale,
  localePrefix,
  priority = false,
  headingLevel = 2,
}: ProductTileProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE, { lng: locale });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `${localePrefix}/products/${product.path}`;
  return (
    <article className="product-tile">
      <Link to={href} className="product-tile__link">
        <img
          className="product-tile__image"
          src={product.image.url}
          alt={product.image.alt}
          width={product.image.width}
          height={product.image.height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
        />
        <Heading className="product-tile__name">{product.name}</Heading>
      </Link>
      <Price price={product.price} locale={locale} />
      <div className="product-tile__details">
        <ul
          className="product-tile__colours"
          aria-label={t('tile.colours', { count: product.colours.length })}
        >
          {product.colours.map((colour) => (
            <li
              key={colour.code}
              className="product-tile__colour"
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
