import type { CSSProperties } from 'react';
import { pictureSrcset } from '../catalogue/picture-srcset';
import type { ProductImage } from '../contracts';

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
  /** Shows the dominant colour until the picture arrives; off for one laid over another. */
  placeholder?: boolean;
}

/**
 * A product picture at the width the browser needs, in the format it takes best (the widths the
 * API gives), with its space reserved and its dominant colour shown until it arrives. An API that
 * gives no widths still gets the one `url`.
 */
export function ProductPicture({
  image,
  sizes,
  className,
  alt = image.alt,
  priority = false,
  lazy = !priority,
  placeholder = true,
}: ProductPictureProps) {
  const srcset = pictureSrcset(image);
  const style: CSSProperties | undefined =
    placeholder && image.placeholder ? { backgroundColor: image.placeholder } : undefined;
  return (
    <img
      className={className}
      {...(srcset ? { srcSet: srcset, sizes } : {})}
      src={image.url}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      style={style}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
