import type { ListingParams } from '@shop/shared';

/** The filters a listing and search results share (their sorts differ). */
export type ListingFilterValues = Pick<
  ListingParams,
  'sizes' | 'colours' | 'priceMin' | 'priceMax'
>;
