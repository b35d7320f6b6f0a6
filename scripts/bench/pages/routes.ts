/** A route the bench loads, by the name its figures carry. */
export interface BenchRoute {
  name: string;
  path: string;
  /** Why the route cannot be measured yet, when that is known before loading it. */
  missingBecause?: string;
  /** Catalogue routes, where form and validation libraries must not load. */
  catalogue?: boolean;
  /** Behind the account guard: loaded by a signed-in customer. */
  signedIn?: boolean;
}

/** The heading of the shop's 404 page in the Italian store (spec §2). */
export const NOT_FOUND_TITLE = 'Pagina non trovata';

export function benchRoutes(productPath: string): BenchRoute[] {
  return [
    { name: 'home', path: '/', catalogue: true },
    { name: 'category', path: '/categories/Uomo', catalogue: true },
    { name: 'product', path: productPath, catalogue: true },
    { name: 'cart', path: '/cart' },
    { name: 'checkout', path: '/checkout' },
    { name: 'checkout-registration-login', path: '/checkout/registrationLogin' },
    { name: 'checkout-payment', path: '/checkout/payment' },
    { name: 'checkout-review', path: '/checkout/review' },
    { name: 'login', path: '/login' },
    { name: 'account', path: '/account', signedIn: true },
    { name: 'account-orders', path: '/account/orders', signedIn: true },
    // The bench customer has no order: the page says so, having loaded all of its code.
    { name: 'account-order', path: '/account/orders/IT-2026-000001', signedIn: true },
  ];
}
