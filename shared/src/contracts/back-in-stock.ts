export interface BackInStockResponse {
  message: string;
}
