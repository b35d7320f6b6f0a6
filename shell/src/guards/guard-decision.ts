import {
  localePrefix,
  toLocalizedShopPath,
  type AuthSummary,
  type Locale,
  type RouteGuard,
} from '@shop/shared';

export type GuardDecision =
  { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

const render: GuardDecision = { kind: 'render' };

function redirect(to: string, pathname: string): GuardDecision {
  // Never send the shopper to where they already are: no redirect loops.
  return to === pathname ? render : { kind: 'redirect', to };
}

/**
 * The login redirect target in the shopper's locale: "/" is the home of `locale`, a path without
 * a prefix gets `locale`'s, and anything that is not a path on this site is the home.
 */
export function loginRedirectTarget(auth: AuthSummary, locale: Locale): string {
  return toLocalizedShopPath(auth.loginRedirect, locale);
}

/** What a route guard does for this shopper on this path in `locale` (spec §4, route guards). */
export function decideGuard(
  guard: RouteGuard | undefined,
  auth: AuthSummary,
  pathname: string,
  locale: Locale,
  /** The page's query, which the login brings the shopper back with (a link's token). */
  search = '',
): GuardDecision {
  const isCustomer = auth.isLoggedIn && !auth.isGuest;
  // "/en/" and "/en" are the same page: a trailing slash never causes a redirect of its own.
  const current = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  switch (guard) {
    case undefined:
      return render;
    case 'redirect-customer':
      return isCustomer ? redirect(loginRedirectTarget(auth, locale), current) : render;
    case 'redirect-signed-in':
      return auth.isLoggedIn ? redirect(loginRedirectTarget(auth, locale), current) : render;
    case 'require-customer':
      if (auth.isLoading) return { kind: 'wait' };
      // The login page brings the shopper back here once signed in.
      return isCustomer
        ? render
        : redirect(
            `${localePrefix(locale)}/login?${new URLSearchParams({ redirect: current + search })}`,
            current,
          );
  }
}
