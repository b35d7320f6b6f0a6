import { registerCatalogueTexts } from '../i18n';
import { SearchBox } from '../search/SearchBox';

registerCatalogueTexts();

/** The header's search field, placed by the shell. */
export default SearchBox;
