// The wishlist's public face: its routes, carrying a visitor's list over at sign-in, and whose
// list a request reads (for the header's count on a page). The wishlist uses the account and the
// catalogue; the page server uses it.
export { carryVisitorWishlistOver } from './carry-wishlist-over';
export { wishlistOfSession } from './wishlist-owner';
export { wishlistRoutes } from './wishlist-routes';
