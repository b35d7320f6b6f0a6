import { registerTileTexts } from '../i18n/tile-texts';
import { ProductCarousel } from '../tiles/ProductCarousel';

registerTileTexts();

/** A titled row of product tiles, for other teams' pages (the home page); data comes as props. */
export default ProductCarousel;
