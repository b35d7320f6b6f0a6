import { LOCALES, type StoreId } from '@shop/shared/contracts';
import { toLocalizedShopPath } from '@shop/shared/routing';

/**
 * The login page of each store in each language: the only `redirect_uri` of the shop's social
 * login, which a provider sends the shopper back to with the code.
 */
export function storeLoginPages(storeOrigins: Record<StoreId, string>): Set<string> {
  return new Set(
    Object.values(storeOrigins).flatMap((origin) =>
      LOCALES.map((locale) => `${origin}${toLocalizedShopPath('/login', locale)}`),
    ),
  );
}
