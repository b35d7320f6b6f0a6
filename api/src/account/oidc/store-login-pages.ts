import { LOCALES, oidcFormPostPath, type StoreId } from '@shop/shared/contracts';
import { toLocalizedShopPath } from '@shop/shared/routing';

/**
 * The login page of each store in each language: where a provider answering in the query sends
 * the shopper back with the code.
 */
export function storeLoginPages(storeOrigins: Record<StoreId, string>): Set<string> {
  return new Set(
    Object.values(storeOrigins).flatMap((origin) =>
      LOCALES.map((locale) => `${origin}${toLocalizedShopPath('/login', locale)}`),
    ),
  );
}

/**
 * The shop's `redirect_uri`s: the login pages, and the receivers of each store and language that
 * a provider answering by `form_post` posts to (they hand the answer to the login page).
 */
export function oidcRedirectUris(storeOrigins: Record<StoreId, string>): Set<string> {
  const receivers = Object.values(storeOrigins).flatMap((origin) =>
    LOCALES.map((locale) => `${origin}${oidcFormPostPath(locale)}`),
  );
  return new Set([...storeLoginPages(storeOrigins), ...receivers]);
}
