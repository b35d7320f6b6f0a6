// The catalogue's public face: what other domains of the API may use (lint enforces it).
export { notifyRestocked } from './back-in-stock/back-in-stock-notifier';
export type { Catalogue } from './catalogue-service';
export { createCategoryTreeCache, type CategoryTreeSource } from './category-tree-source';
export { ListingIndex } from './listing/listing-index';
export { searchQueryProblem } from './search/search-query-problem';
export {
  findProductColours,
  findVariant,
  type ProductColourKey,
  type ProductColourStock,
  type Variant,
} from './variant-repository';
export { productSummaries } from './product-summaries';
export { refreshProductSearch } from './search/search-documents';
export { importCatalogue, type ImportOutcome } from './import/import-catalogue';
