/**
 * PostgreSQL connections the server opens at most. A database works best with about two active
 * connections per core: more only make its processes take turns. Measured on the 2-core machine
 * with the checkout's load (10 requests at once): a pool of 4 answered add-to-cart at p99 25-30 ms
 * and place-order at 83 ms, a pool of 10 at 34-50 and 96-107 ms. Requests beyond the pool wait
 * in the server's queue, which costs nothing. Set `DATABASE_POOL_SIZE` for a bigger database.
 */
export const DEFAULT_POOL_SIZE = 4;
