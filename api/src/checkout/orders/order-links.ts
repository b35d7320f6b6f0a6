import type { Locale, StoreId } from '@shop/shared/contracts';
import type { PaymentReturnAddress } from '../../payments';

/** The store a language's pages belong to: Italian on the Italian store, English on the other. */
function originFor(storeOrigins: Record<StoreId, string>, language: Locale): string {
  return language === 'it' ? storeOrigins.it : storeOrigins.intl;
}

/**
 * The success or error page of an order, on the store of the shopper's language; with `access`
 * (the e-mail's link) it opens the order to whoever holds it, a guest included.
 */
export function orderPageUrl(
  storeOrigins: Record<StoreId, string>,
  language: Locale,
  page: 'success' | 'error',
  orderNumber: string,
  access?: string,
): string {
  const prefix = language === 'it' ? '' : '/en';
  const url = new URL(
    `${prefix}/checkout/${page}/${encodeURIComponent(orderNumber)}`,
    originFor(storeOrigins, language),
  );
  if (access) url.searchParams.set('access', access);
  return url.href;
}

/** Where a payment provider's page sends the shopper back: the order's page, open to its holder. */
export function orderReturnAddress(storeOrigins: Record<StoreId, string>): PaymentReturnAddress {
  return ({ number, accessToken }, page, language) =>
    orderPageUrl(storeOrigins, language, page, number, accessToken);
}

/**
 * The return label (a PDF) of an order withdrawn from, in the shopper's language: the account's
 * for a customer, opened by the order's access token for whoever holds the e-mailed link.
 */
export function returnLabelUrl(
  storeOrigins: Record<StoreId, string>,
  language: Locale,
  orderNumber: string,
  access: { customer: true } | { customer: false; accessToken: string },
): string {
  const owner = access.customer ? 'account' : 'checkout';
  const url = new URL(
    `/api/${owner}/orders/${encodeURIComponent(orderNumber)}/return-label`,
    originFor(storeOrigins, language),
  );
  if (!access.customer) url.searchParams.set('access', access.accessToken);
  url.searchParams.set('lang', language);
  return url.href;
}

/** The order's page in the customer's account, on the store of the language. */
export function accountOrderUrl(
  storeOrigins: Record<StoreId, string>,
  language: Locale,
  orderNumber: string,
): string {
  const prefix = language === 'it' ? '' : '/en';
  return new URL(
    `${prefix}/account/orders/${encodeURIComponent(orderNumber)}`,
    originFor(storeOrigins, language),
  ).href;
}

/**
 * Where an e-mail about an order sends its shopper: the account's order page for a customer's
 * order, the success page opened by the access token for a guest's.
 */
export function shopperOrderUrl(
  storeOrigins: Record<StoreId, string>,
  order: { number: string; access_token: string; customer_id: number | null; language: string },
): string {
  const language: Locale = order.language === 'en' ? 'en' : 'it';
  return order.customer_id === null
    ? orderPageUrl(storeOrigins, language, 'success', order.number, order.access_token)
    : accountOrderUrl(storeOrigins, language, order.number);
}
