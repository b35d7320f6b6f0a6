import {
  apiClient,
  type Locale,
  type WishlistChangeResponse,
  type WishlistKey,
  type WishlistKeysResponse,
  type WishlistResponse,
} from '@shop/shared';

/** The wishlist's calls (`shared/src/contracts/wishlist.ts`); the API keeps a visitor's list in a cookie. */
export const wishlistApi = {
  keys: () => apiClient.get<WishlistKeysResponse>('/wishlist/keys'),
  page: (locale: Locale) =>
    apiClient.get<WishlistResponse>('/wishlist', { query: { lang: locale } }),
  add: ({ productId, colour }: WishlistKey, locale: Locale) =>
    apiClient.post<WishlistChangeResponse>('/wishlist/add', {
      productId,
      colour,
      language: locale,
    }),
  remove: ({ productId, colour }: WishlistKey, locale: Locale) =>
    apiClient.post<WishlistChangeResponse>('/wishlist/remove', {
      productId,
      colour,
      language: locale,
    }),
};
