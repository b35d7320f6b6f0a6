import type { APIRequestContext } from '@playwright/test';
import { expect } from './shop';

/** A size of a product, as the operator's inventory names it. */
export interface StockedVariant {
  productId: string;
  colour: string;
  size: string;
}

/** Sets a size's stock as the operator does (`POST /api/operator/inventory`). */
export async function setStock(
  request: APIRequestContext,
  shop: { api: string; operatorToken: string },
  variant: StockedVariant,
  quantity: number,
): Promise<void> {
  const set = await request.post(`${shop.api}/api/operator/inventory`, {
    headers: { Authorization: `Bearer ${shop.operatorToken}` },
    data: {
      stock: [{ sku: variant.productId, colour: variant.colour, size: variant.size, quantity }],
    },
  });
  expect(set.status()).toBe(200);
}
