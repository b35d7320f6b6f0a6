import type { AuthSummary, RouteGuard } from '@shop/shared';

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
    case 'redirect-customer':
      return isCustomer ? redirect(auth.loginRedirect, pathname) : render;
    case 'redirect-signed-in':
      return auth.isLoggedIn ? redirect(auth.loginRedirect, pathname) : render;
    case 'require-customer':
      if (auth.isLoading) return { kind: 'wait' };
      return isCustomer ? render : redirect(`${localePrefix}/login`, pathname);
  }
}
