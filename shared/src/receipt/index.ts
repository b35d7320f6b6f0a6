// An order's receipt (rows, VAT included per row, totals): the account's receipt page and the
// API's PDF compute it the same way. No React: the API server imports it.

export * from './order-receipt';
export * from './receipt-words';
