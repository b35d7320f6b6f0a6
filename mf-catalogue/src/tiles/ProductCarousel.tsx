import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCarouselProps } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n/namespace';
import { ProductTile } from './ProductTile';
import { CAROUSEL_FIRST_SCREENS, tilePictureTiming } from './tile-picture-timing';

/**
 * A row of product tiles that scrolls sideways (by swipe, or by the arrow buttons a page at a
 * time). A list with a heading, so screen readers read it as the list it is.
 */
export function ProductCarousel({
  products,
  title,
  locale,
  localePrefix,
  priority = false,
}: ProductCarouselProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE, { lng: locale });
  const headingId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  if (products.length === 0) return null;

  const scrollByPage = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({
      left: direction * track.clientWidth,
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  };

  return (
    <section className="product-carousel" aria-labelledby={headingId}>
      <div className="product-carousel__header">
        <h2 id={headingId} className="product-carousel__title">
          {title}
        </h2>
        <div className="product-carousel__controls">
          <button
            type="button"
            onClick={() => scrollByPage(-1)}
            aria-label={t('carousel.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" onClick={() => scrollByPage(1)} aria-label={t('carousel.next')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <ul ref={trackRef} className="product-carousel__track" aria-labelledby={headingId}>
        {products.map((product, index) => (
          <li key={product.id} className="product-carousel__item">
            <ProductTile
              product={product}
              locale={locale}
              localePrefix={localePrefix}
              headingLevel={3}
              {...tilePictureTiming(index, priority ? CAROUSEL_FIRST_SCREENS : null)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
