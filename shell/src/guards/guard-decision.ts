import type { AuthSummary } from '@shop/shared';
import type { RouteGuard } from '../routing/route-table';

export type GuardDecision =
  { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

const render: GuardDecision = { kind: 'render' };

function redirect(to: string, pathname: string): GuardDecision {
  // Never send the shopper to where they already are: no redirect loops.
  return to === pathname ? render : { kind: 'redirect', to };
}

/** What a route guard does for this shopper on this path (spec §4, route guards). */
export function decideGuard(
  guard: RouteGuard | undefined,
  auth: AuthSummary,
  pathname: string,
  localePrefix: string,
): GuardDecision {
  const isCustomer = auth.isLoggedIn && !auth.isGuest;
  switch (guard) {
    case undefined:
      return render;
    case 'guest-entry':
      return isCustomer ? redirect(auth.loginRedirect, pathname) : render;
    case 'checkout-entry':
      return auth.isLoggedIn ? redirect(auth.loginRedirect, pathname) : render;
    case 'customers-only':
      if (auth.isLoading) return { kind: 'wait' };
      return isCustomer ? render : redirect(`${localePrefix}/login`, pathname);
  }
}
