// The cart's public face: whose cart a request reads, its lines and prices, reordering into it,
// and carrying a visitor's cart over at sign-in. The cart uses the account, the catalogue and
// coupons; checkout and the page server use it (lint enforces it).
export { carryVisitorCartOver } from './carry-cart-over';
export { cartAnswer } from './cart-answer';
export { cartMessages } from './cart-messages';
export {
  cartOwnerOf,
  cartOwnerOfSession,
  findCartId,
  lockCartForChange,
  lockExistingCartOf,
  rememberCart,
  type CartOwner,
} from './cart-owner';
export { priceCart } from './cart-pricing';
export { readCartItems } from './cart-repository';
export { cartRoutes } from './cart-routes';
export { cartMoveRoutes } from './move/cart-move-routes';
export { reorderIntoCart } from './reorder/reorder-into-cart';
export { reorderMessage } from './reorder/reorder-messages';
