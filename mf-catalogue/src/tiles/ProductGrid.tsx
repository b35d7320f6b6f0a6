import type { Locale, ProductSummary } from '@shop/shared';
import { ProductTile } from './ProductTile';
import { GRID_FIRST_SCREENS, tilePictureTiming } from './tile-picture-timing';

interface ProductGridProps {
  products: readonly ProductSummary[];
  locale: Locale;
  localePrefix: string;
  /** Whether the grid starts in the first screenful (its first pictures may be the largest paint). */
  aboveTheFold?: boolean;
  busy?: boolean;
  labelledBy?: string;
  /** The colour filter: each tile shows its product in the first of these it comes in. */
  colours?: readonly string[];
}

/** Products as a responsive grid of tiles: two columns on a phone, up to four on a desktop. */
export function ProductGrid({
  products,
  locale,
  localePrefix,
  aboveTheFold = true,
  busy = false,
  labelledBy,
  colours,
}: ProductGridProps) {
  return (
    <ul className="product-grid" aria-busy={busy || undefined} aria-labelledby={labelledBy}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductTile
            product={product}
            locale={locale}
            localePrefix={localePrefix}
            {...tilePictureTiming(index, aboveTheFold ? GRID_FIRST_SCREENS : null)}
            colours={colours}
          />
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape while the first products load, so nothing moves when they arrive. */
export function ProductGridSkeleton({ count = 8, label }: { count?: number; label: string }) {
  return (
    <ul className="product-grid product-grid--skeleton" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="product-tile product-tile--skeleton" aria-hidden="true">
            <div className="product-tile__image" />
            <div className="product-tile__line" />
            <div className="product-tile__line product-tile__line--short" />
          </div>
        </li>
      ))}
    </ul>
  );
}
