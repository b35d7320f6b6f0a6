import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductImage } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';

/**
 * The pictures of the chosen colour: one large, with thumbnails to switch when there are more.
 * The first picture is the page's largest paint: it loads at once, with high priority.
 */
export function ProductGallery({ images }: { images: readonly ProductImage[] }) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const [chosen, setChosen] = useState(0);
  const index = chosen < images.length ? chosen : 0;
  const image = images[index];
  if (!image) return <div className="product-gallery product-gallery--empty" />;
  return (
    <section className="product-gallery" aria-label={t('product.gallery')}>
      <img
        className="product-gallery__image"
        src={image.url}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="eager"
        fetchPriority={index === 0 ? 'high' : 'auto'}
      />
      {images.length > 1 && (
        <ul className="product-gallery__thumbnails">
          {images.map((thumbnail, position) => (
            <li key={thumbnail.url}>
              <button
                type="button"
                aria-pressed={position === index}
                aria-label={t('product.showImage', { number: position + 1, total: images.length })}
                onClick={() => setChosen(position)}
              >
                <img
                  src={thumbnail.url}
                  alt=""
                  width={thumbnail.width}
                  height={thumbnail.height}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
