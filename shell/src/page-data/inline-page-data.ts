import type { QueryClient } from '@tanstack/react-query';
import {
  getEventBus,
  PAGE_DATA_ELEMENT_ID,
  type EventBus,
  type InlinePageData,
} from '@shop/shared';

function isInlinePageData(value: unknown): value is InlinePageData {
  const queries = (value as Partial<InlinePageData> | null)?.queries;
  return (
    Array.isArray(queries) &&
    queries.every(
      (query) =>
        typeof query === 'object' &&
        query !== null &&
        Array.isArray((query as { queryKey?: unknown }).queryKey) &&
        'data' in query,
    )
  );
}

/**
 * The data the server wrote into the page for its first render. Anything missing or malformed
 * gives no data: the components then ask the API as usual.
 */
export function readInlinePageData(doc: Document = document): InlinePageData {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return { queries: [] };
  try {
    const parsed: unknown = JSON.parse(text);
    return isInlinePageData(parsed) ? parsed : { queries: [] };
  } catch {
    return { queries: [] };
  }
}

/** Puts the inline data in the query cache, fresh as of now, under the keys the components read. */
export function seedQueryCache(client: QueryClient, pageData: InlinePageData): void {
  for (const { queryKey, data } of pageData.queries) client.setQueryData(queryKey, data);
}

/**
 * Gives `account:auth`, `checkout:cart` and `catalogue:wishlist` the values the server saw, unless this tab already
 * holds newer ones (another tab's services may have published before this page booted). A
 * malformed snapshot is dropped by the bus and the topics stay unset, as without one.
 */
export function seedShopperState(
  shopper: InlinePageData['shopper'],
  bus: EventBus = getEventBus(),
): void {
  if (!shopper) return;
  bus.seed('account:auth', shopper.auth);
  bus.seed('checkout:cart', shopper.cart);
  if (shopper.wishlist) bus.seed('catalogue:wishlist', shopper.wishlist);
}
