import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { canonicalShopPath } from '@shop/shared';
import { useHydrated } from '@shop/shared';

/**
 * The router's half of the URL policy (docs/architecture.md): a path in another spelling than the
 * shop's (a trailing slash, "/Pages/returns") is replaced by that spelling before anything renders,
 * as the server answers 301 to it, so a link inside the page and a typed address end alike.
 */
export function CanonicalPath({ children }: { children: ReactNode }) {
  const { pathname, search, hash, state } = useLocation();
  // The server renders no such path (it answers 301 first): its frame renderer draws what it is
  // given, and the browser's own renders keep the rule.
  const hydrated = useHydrated();
  const canonical = canonicalShopPath(pathname);
  if (hydrated && canonical !== pathname) {
    return <Navigate replace to={`${canonical}${search}${hash}`} state={state} />;
  }
  return children;
}
