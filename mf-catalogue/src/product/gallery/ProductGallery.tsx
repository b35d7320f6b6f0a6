import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_PICTURE_SIZES, ProductPicture, type ProductImage } from '@shop/shared';
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
      <ProductPicture
        className="product-gallery__image"
        image={image}
        sizes={GALLERY_PICTURE_SIZES}
        priority={index === 0}
        lazy={false}
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
                <ProductPicture image={thumbnail} sizes="64px" alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
