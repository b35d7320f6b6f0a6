import { useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, ProductPicture, type ProductImage } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../../i18n';

/** How much larger than the screen a zoomed picture is shown. */
const ZOOM = 2.5;

interface GalleryZoomProps {
  images: readonly ProductImage[];
  start: number;
  /** Closed, on the picture the shopper was looking at. */
  onClose: (last: number) => void;
}

/**
 * The pictures enlarged to the whole screen. A tap or a click (or Enter) zooms in where it
 * pointed, and out again; zoomed, the picture scrolls (a finger drags it; a phone pinches as on
 * any page). The arrows, on screen or on the keyboard, go from picture to picture.
 */
export function GalleryZoom({ images, start, onClose }: GalleryZoomProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  const image = images[index] ?? images[0];
  const total = images.length;
  if (!image) return null;

  const go = (next: number) => {
    setZoomed(false);
    setIndex((next + total) % total);
  };

  const toggleZoom = (event: MouseEvent<HTMLButtonElement>) => {
    const stage = stageRef.current;
    const bounds = event.currentTarget.getBoundingClientRect();
    // Where the pointer was, as a share of the picture; the centre for a key press.
    const pointed = event.detail > 0 && bounds.width > 0;
    const x = pointed ? (event.clientX - bounds.left) / bounds.width : 0.5;
    const y = pointed ? (event.clientY - bounds.top) / bounds.height : 0.5;
    const zoomIn = !zoomed;
    setZoomed(zoomIn);
    if (!stage || !zoomIn) return;
    requestAnimationFrame(() => {
      stage.scrollTo({
        left: x * stage.scrollWidth - stage.clientWidth / 2,
        top: y * stage.scrollHeight - stage.clientHeight / 2,
      });
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (total < 2) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog
      title={t('product.enlargedTitle')}
      open
      onClose={() => onClose(index)}
      className="gallery-zoom"
    >
      <div className="gallery-zoom__body" onKeyDown={onKeyDown}>
        <div
          ref={stageRef}
          className={
            zoomed ? 'gallery-zoom__stage gallery-zoom__stage--zoomed' : 'gallery-zoom__stage'
          }
          style={{ '--gallery-zoom': ZOOM } as CSSProperties}
        >
          <button
            type="button"
            className="gallery-zoom__picture"
            aria-pressed={zoomed}
            aria-label={t(zoomed ? 'product.zoomOut' : 'product.zoomIn', { alt: image.alt })}
            onClick={toggleZoom}
          >
            <ProductPicture
              key={image.url}
              image={image}
              sizes={zoomed ? `${ZOOM * 100}vw` : '100vw'}
              alt=""
              lazy={false}
              placeholder={false}
            />
          </button>
        </div>
        {total > 1 && (
          <div className="gallery-zoom__controls">
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label={t('product.previousImage')}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <p className="gallery-zoom__count" aria-live="polite">
              {t('product.imagePosition', { number: index + 1, total })}
            </p>
            <button type="button" onClick={() => go(index + 1)} aria-label={t('product.nextImage')}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
