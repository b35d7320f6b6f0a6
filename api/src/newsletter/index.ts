// The newsletter's public face: its routes, and what another domain asks of it (a registration or
// a customer's profile that subscribes, unsubscribes or reads where an address stands). It uses
// no other domain (lint enforces it).
export { moveSubscription, newsletterStatusOf, unsubscribeAddress } from './newsletter-repository';
export { requestSignup } from './newsletter-service';
export { newsletterRoutes } from './newsletter-routes';
export { unsubscribeRoutes } from './unsubscribe-routes';
