// The newsletter's public face: its routes and a signup another domain asks for (a registration
// that ticks the box). It uses no other domain (lint enforces it).
export { requestSignup } from './newsletter-service';
export { newsletterRoutes } from './newsletter-routes';
export { unsubscribeRoutes } from './unsubscribe-routes';
