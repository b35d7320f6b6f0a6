/**
 * How wide product pictures are shown, as `<img sizes>`: the remote that lays them out and the page
 * server that preloads the first of them must agree, or the browser fetches a width twice.
 */

/** A tile in a grid (four, three or two columns) or a carousel. */
export const TILE_PICTURE_SIZES = '(min-width: 1100px) 23vw, (min-width: 768px) 31vw, 50vw';

/** The product page's main picture: three fifths of the page from 900 px, else all of it. */
export const GALLERY_PICTURE_SIZES = '(min-width: 900px) 58vw, 100vw';
