import { registerTileTexts } from '../i18n/tile-texts';
import { ProductTile } from '../tiles/ProductTile';

registerTileTexts();

/** One product tile, for other teams' pages; data comes as props. */
export default ProductTile;
