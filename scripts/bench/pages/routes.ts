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
  /**
   * A cart page or checkout step, loaded with a piece in the cart (an empty cart only redirects):
   * by a `guest` whose session is running and whose tab holds the earlier steps' draft, or by a
   * `visitor` who has not yet chosen (the guest-or-account choice sends guests on).
   */
  inCheckout?: 'guest' | 'visitor';
}

/** The heading of the shop's 404 page in the Italian store (spec §2). */
export const NOT_FOUND_TITLE = 'Pagina non trovata';

export function benchRoutes(productPath: string): BenchRoute[] {
  return [
    { name: 'home', path: '/', catalogue: true },
    { name: 'category', path: '/categories/Uomo', catalogue: true },
    { name: 'product', path: productPath, catalogue: true },
    { name: 'cart', path: '/cart', inCheckout: 'guest' },
    { name: 'checkout', path: '/checkout', inCheckout: 'guest' },
    {
      name: 'checkout-registration-login',
      path: '/checkout/registrationLogin',
      inCheckout: 'visitor',
    },
    { name: 'checkout-payment', path: '/checkout/payment', inCheckout: 'guest' },
    { name: 'checkout-review', path: '/checkout/review', inCheckout: 'guest' },
    { name: 'login', path: '/login' },
    { name: 'account', path: '/account', signedIn: true },
    { name: 'account-orders', path: '/account/orders', signedIn: true },
    // The bench customer has no order: the page says so, having loaded all of its code.
    { name: 'account-order', path: '/account/orders/IT-2026-000001', signedIn: true },
  ];
}
