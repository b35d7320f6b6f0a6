import { useRef, type CSSProperties, type ImgHTMLAttributes } from 'react';
import type { ProductImage } from '../contracts';
import { useShownOnceIdle } from './use-shown-once-idle';

export interface ProductPictureProps {
  image: ProductImage;
  /** How wide the picture is shown, as `<img sizes>`: "(min-width: 900px) 58vw, 100vw". */
  sizes: string;
  className?: string;
  /** Empty for a picture that only repeats text beside it. Defaults to the picture's own. */
  alt?: string;
  /** The page's largest picture: fetched at once, ahead of others. */
  priority?: boolean;
  /** Fetched only when near the screen (the default unless `priority`). */
  lazy?: boolean;
  /**
   * Not asked for before the page is idle unless it is on the screen, on every screen (`true`) or
   * on the screens a media query matches ("(max-width: 767px)"): for pictures a first screen does
   * not show (a gallery's next pictures, a phone's second row of tiles), which the browser's lazy
   * loading would fetch at once for being near. Without scripts, shown as any other.
   */
  afterIdle?: boolean | string;
  /** Shows the dominant colour until the picture arrives; off for one laid over another. */
  placeholder?: boolean;
}

/** A transparent pixel, shown while a picture is held: its box keeps its size and colour. */
const HELD_SOURCE =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A product picture at the width the browser needs, in the format it takes best (the API's
 * `srcset`), with its space reserved and its dominant colour shown until it arrives. An API that
 * gives no `srcset` still gets the one `url`.
 */
export function ProductPicture({
  image,
  sizes,
  className,
  alt = image.alt,
  priority = false,
  lazy = !priority,
  afterIdle = false,
  placeholder = true,
}: ProductPictureProps) {
  const ref = useRef<HTMLImageElement>(null);
  const shown = useShownOnceIdle(ref, afterIdle !== false);
  const style: CSSProperties | undefined =
    placeholder && image.placeholder ? { backgroundColor: image.placeholder } : undefined;
  const common: ImgHTMLAttributes<HTMLImageElement> = {
    className,
    alt,
    width: image.width,
    height: image.height,
    decoding: 'async',
    style,
  };
  const sources: ImgHTMLAttributes<HTMLImageElement> = {
    ...(image.srcset ? { srcSet: image.srcset, sizes } : {}),
    src: image.url,
    loading: lazy ? 'lazy' : 'eager',
    ...(priority ? { fetchPriority: 'high' as const } : {}),
  };
  const picture = <img ref={ref} {...common} {...sources} />;
  if (afterIdle === false) return picture;
  // Held by a <source> of one transparent pixel for the screens it applies to: the <img> keeps its
  // own sources throughout, so the preload scanner, and a screen the hold does not apply to,
  // fetch them as usual, and letting go only removes the <source>.
  return (
    <>
      <picture className="shop-held-picture" data-held={shown ? undefined : ''}>
        {!shown && <source media={afterIdle === true ? 'all' : afterIdle} srcSet={HELD_SOURCE} />}
        {picture}
      </picture>
      {!shown && (
        <noscript>
          <img {...common} {...sources} />
        </noscript>
      )}
    </>
  );
}
