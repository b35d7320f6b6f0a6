// The checkout's public face: its routes, the orders' settlement of a payment's outcome and the
// jobs that keep unpaid orders honest. Checkout uses the cart, coupons, payments and accounts; none
// of them uses checkout (lint enforces it).
export { checkoutMethodRoutes } from './checkout-routes';
export { receiptRoutes } from './orders/documents/receipt-routes';
export { operatorOrderRoutes } from './orders/operator-order-routes';
export { adoptGuestOrders } from './orders/guest-orders';
export { anonymiseCustomerOrders } from './orders/order-erasure';
export { orderReturnAddress } from './orders/order-links';
export { orderRoutes } from './orders/order-routes';
export { settleUnstartedPayments } from './orders/payment-starts';
export { expireReservations, pruneIdempotencyKeys } from './orders/reservations';
export { refundSettlement } from './orders/refunds/send-refund';
export { orderSettlement, type SettleContext } from './orders/settle-payment';
export { unpaidOrderRoutes } from './orders/unpaid-order-routes';
export { withdrawalRoutes } from './orders/withdrawal-routes';
