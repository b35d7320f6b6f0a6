/** `POST /api/backstock/create`, declared by its schema (`@shop/shared/contracts/schemas`). */
export type { BackInStockRequest } from './back-in-stock-schemas';

export interface BackInStockResponse {
  message: string;
}
