import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden, type ProductImage } from '@shop/shared';
import { GALLERY_PICTURE_SIZES } from '@shop/shared/catalogue/picture-sizes';
import { CATALOGUE_NAMESPACE } from '../../i18n';
import { HeldPicture } from '../../pictures/HeldPicture';
import { GalleryZoom } from './GalleryZoom';
import { useSlideInView } from './use-slide-in-view';
import './gallery.css';

/**
 * The pictures of the chosen colour (the page keys it by colour, so a new colour starts at its
 * first). On a phone they are swiped one at a time, with dots saying where the shopper is; on a
 * desktop, thumbnails below and arrows beside. Any picture opens enlarged, to zoom into. The
 * first is the page's largest paint: fetched at once; the others once the page is idle.
 */
export function ProductGallery({ images }: { images: readonly ProductImage[] }) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const trackRef = useRef<HTMLUListElement>(null);
  const [shown, showSlide] = useSlideInView(trackRef, images.length);
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const total = images.length;
  if (total === 0) return <div className="product-gallery product-gallery--empty" />;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') showSlide(Math.min(shown + 1, total - 1));
    else if (event.key === 'ArrowLeft') showSlide(Math.max(shown - 1, 0));
    else return;
    event.preventDefault();
  };

  return (
    <section className="product-gallery" aria-label={t('product.gallery')}>
      <div className="product-gallery__viewport">
        <ul
          ref={trackRef}
          className="product-gallery__track"
          // Focusable, so a keyboard can scroll it: arrows go from picture to picture.
          tabIndex={total > 1 ? 0 : undefined}
          aria-label={t('product.gallery')}
          onKeyDown={onKeyDown}
        >
          {images.map((image, index) => (
            <li
              key={image.url}
              className="product-gallery__slide"
              aria-label={t('product.imagePosition', { number: index + 1, total })}
            >
              <button
                type="button"
                className="product-gallery__enlarge"
                onClick={() => setEnlarged(index)}
              >
                <HeldPicture
                  className="product-gallery__image"
                  image={image}
                  sizes={GALLERY_PICTURE_SIZES}
                  priority={index === 0}
                  afterIdle={index > 0}
                />
                <VisuallyHidden>{t('product.enlarge')}</VisuallyHidden>
              </button>
            </li>
          ))}
        </ul>
        {total > 1 && (
          <>
            <button
              type="button"
              className="product-gallery__step product-gallery__step--previous"
              aria-label={t('product.previousImage')}
              disabled={shown === 0}
              onClick={() => showSlide(shown - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="product-gallery__step product-gallery__step--next"
              aria-label={t('product.nextImage')}
              disabled={shown === total - 1}
              onClick={() => showSlide(shown + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      {total > 1 && (
        <>
          <p className="product-gallery__position">
            <span className="product-gallery__dots" aria-hidden="true">
              {images.map((image, index) => (
                <span
                  key={image.url}
                  className={
                    index === shown
                      ? 'product-gallery__dot product-gallery__dot--shown'
                      : 'product-gallery__dot'
                  }
                />
              ))}
            </span>
            <span className="product-gallery__count">
              {t('product.imagePosition', { number: shown + 1, total })}
            </span>
          </p>
          <ul className="product-gallery__thumbnails">
            {images.map((thumbnail, index) => (
              <li key={thumbnail.url}>
                <button
                  type="button"
                  aria-pressed={index === shown}
                  aria-label={t('product.showImage', { number: index + 1, total })}
                  onClick={() => showSlide(index)}
                >
                  <HeldPicture image={thumbnail} sizes="64px" alt="" afterIdle />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {enlarged !== null && (
        <GalleryZoom
          images={images}
          start={enlarged}
          onClose={(last) => {
            setEnlarged(null);
            showSlide(last, 'instant');
          }}
        />
      )}
    </section>
  );
}
