import { registerCatalogueTexts } from '../i18n';
import { ProductCarousel } from '../tiles/ProductCarousel';

registerCatalogueTexts();

/** A titled row of product tiles, for other teams' pages (the home page); data comes as props. */
export default ProductCarousel;
