import type { Locale } from '@shop/shared';

/** The PDFs the API makes of an order for its holder. */
export type OrderDocumentName = 'return-label' | 'receipt';

/**
 * Where an order's PDF opens: through the e-mailed link's token when there is one
 * (`/api/checkout/orders/{id}/{document}?access=`), else as the signed-in customer
 * (`/api/account/orders/{id}/{document}`), in `language`.
 */
export function orderDocumentHref(
  document: OrderDocumentName,
  orderId: string,
  accessToken: string | null,
  language: Locale,
): string {
  const order = encodeURIComponent(orderId);
  const query = new URLSearchParams({
    ...(accessToken && { access: accessToken }),
    lang: language,
  });
  const owner = accessToken ? 'checkout' : 'account';
  return `/api/${owner}/orders/${order}/${document}?${query.toString()}`;
}
