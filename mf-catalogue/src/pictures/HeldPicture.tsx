import { useCallback, useRef } from 'react';
import { ProductPicture, type ProductPictureProps } from '@shop/shared';
import { useShownOnceIdle } from './use-shown-once-idle';

/** A transparent pixel, shown while a picture is held: its box keeps its size and colour. */
const HELD_SOURCE =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export interface HeldPictureProps extends ProductPictureProps {
  /**
   * Where the picture is not asked for before the page is idle, unless it is on the screen: every
   * screen (`true`), none (`false`), or the screens a media query matches ("(max-width: 767px)").
   */
  afterIdle: boolean | string;
}

/**
 * A product picture a first screen does not show (a gallery's next pictures, a phone's second
 * row of tiles), which the browser's lazy loading would fetch at once for being near. A <source>
 * of one transparent pixel stands before the <img>'s own sources on the screens held, so the
 * preload scanner, and a screen not held, fetch them as usual, and letting go only removes the
 * <source>. Without scripts, a <noscript> copy shows instead.
 */
export function HeldPicture({ afterIdle, ...picture }: HeldPictureProps) {
  const ref = useRef<HTMLPictureElement>(null);
  const image = useCallback(() => ref.current?.querySelector('img'), []);
  const shown = useShownOnceIdle(image, afterIdle !== false);
  if (afterIdle === false) return <ProductPicture {...picture} />;
  return (
    <>
      <picture ref={ref} className="shop-held-picture" data-held={shown ? undefined : ''}>
        {!shown && <source media={afterIdle === true ? 'all' : afterIdle} srcSet={HELD_SOURCE} />}
        <ProductPicture {...picture} />
      </picture>
      {!shown && (
        <noscript>
          <ProductPicture {...picture} />
        </noscript>
      )}
    </>
  );
}
