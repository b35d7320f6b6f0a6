// An order's lines and totals, for the pages that show an order (the checkout's review and order
// pages, the account's order detail). Like `@shop/shared/forms` this entry is not part of the
// shared singleton: only the pages that show an order carry it. The component imports its
// stylesheet itself (the build skips this re-exporting file).

export * from './order-lines';
