import { registerCatalogueTexts } from '../i18n';
import { ProductTile } from '../tiles/ProductTile';

registerCatalogueTexts();

/** One product tile, for other teams' pages; data comes as props. */
export default ProductTile;
