import type { CartResponse } from '@shop/shared/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { registerCustomer, registration } from './auth-browser';

/** A seeded variant (a size of a colour of a product) with its price. */
export interface TestVariant {
  sku: string;
  colour: string;
  size: string;
  colourId: number;
  priceCents: number;
}

export interface TestVariantOptions {
  /** The stock each variant is given (default 10). */
  stock?: number;
  /** Variants to pass over first, so that tests of one file do not share variants. */
  skip?: number;
  /** Only products of this category. */
  categoryCode?: string;
  /** At most one variant of each product. */
  distinctProducts?: boolean;
}

type Tuple<N extends number, T, R extends T[] = []> = R['length'] extends N
  ? R
  : Tuple<N, T, [...R, T]>;
/** Exactly `N` variants: a tuple for a literal count, so tests destructure without checks. */
export type Variants<N extends number> = number extends N ? TestVariant[] : Tuple<N, TestVariant>;

/** `count` seeded variants in SKU order, each with its stock set to `stock`; throws if fewer exist. */
export async function testVariants<N extends number>(
  db: Kysely<Database>,
  count: N,
  { stock = 10, skip = 0, categoryCode, distinctProducts = false }: TestVariantOptions = {},
): Promise<Variants<N>> {
  let query = db
    .selectFrom('product_stock as s')
    .innerJoin('product_colours as c', 'c.id', 's.colour_id')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .innerJoin('categories as k', 'k.id', 'p.category_id')
    .select(['p.sku', 'c.code as colour', 's.size', 'c.id as colourId', 'p.price_cents'])
    .orderBy('p.sku')
    .orderBy('c.code')
    .orderBy('s.size')
    .offset(skip)
    .limit(distinctProducts ? count * 40 : count);
  if (categoryCode) query = query.where('k.code', '=', categoryCode);
  const all = await query.execute();
  const rows = distinctProducts
    ? all
        .filter((row, index) => all.findIndex((other) => other.sku === row.sku) === index)
        .slice(0, count)
    : all;
  if (rows.length < count) throw new Error(`only ${rows.length} variants, ${count} wanted`);
  for (const row of rows) await setStock(db, row.colourId, row.size, stock);
  const found: TestVariant[] = rows.map((row) => ({
    sku: row.sku,
    colour: row.colour,
    size: row.size,
    colourId: row.colourId,
    priceCents: row.price_cents,
  }));
  return found as Variants<N>;
}

/**
 * Variants no earlier call has handed out, in catalogue order from position `from` on (files start
 * apart so that their picks by position stay apart too), each stocked with `stock` pieces. The
 * positions are taken before the query, so calls running at once never share a variant.
 */
export function variantSupply(db: () => Kysely<Database>, from = 0) {
  let next = from;
  return function take<N extends number>(count: N, stock = 10): Promise<Variants<N>> {
    const skip = next;
    next += count;
    return testVariants(db(), count, { stock, skip });
  };
}

export async function setStock(
  db: Kysely<Database>,
  colourId: number,
  size: string,
  quantity: number,
): Promise<void> {
  await db
    .updateTable('product_stock')
    .set({ quantity })
    .where('colour_id', '=', colourId)
    .where('size', '=', size)
    .execute();
}

export async function stockOf(db: Kysely<Database>, variant: TestVariant): Promise<number> {
  const row = await db
    .selectFrom('product_stock')
    .select('quantity')
    .where('colour_id', '=', variant.colourId)
    .where('size', '=', variant.size)
    .executeTakeFirstOrThrow();
  return row.quantity;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A shopper's browser: keeps every cookie the shop sets (cart, session) between calls. */
export interface Shopper {
  call(
    method: Method,
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  cart(lang?: string): Promise<CartResponse>;
  add(variant: TestVariant, quantity?: number): Promise<LightMyRequestResponse>;
  register(): Promise<{ email: string; password: string }>;
  login(email: string, password: string): Promise<LightMyRequestResponse>;
  guest(email: string): Promise<LightMyRequestResponse>;
  /** The cookies the browser holds now. */
  readonly cookies: Record<string, string | undefined>;
}

let clients = 0;

export function shopper(app: FastifyInstance, baseHeaders: Record<string, string> = {}): Shopper {
  const cookies = new Map<string, string | null>();
  // Each shopper comes from an address of its own (TEST-NET-2), so per-client limits stay away.
  clients += 1;
  const remoteAddress = `198.51.${100 + Math.floor(clients / 250)}.${(clients % 250) + 1}`;
  const call: Shopper['call'] = async (method, url, payload, headers = {}) => {
    const cookie = [...cookies]
      .filter(([, value]) => value !== null)
      .map(([name, value]) => `${name}=${value ?? ''}`)
      .join('; ');
    const response = await app.inject({
      method,
      url,
      remoteAddress,
      headers: { ...baseHeaders, ...headers, ...(cookie ? { cookie } : {}) },
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
    for (const set of response.cookies) {
      const cleared =
        set.value === '' ||
        (set.maxAge !== undefined && set.maxAge <= 0) ||
        (set.expires !== undefined && set.expires.getTime() < Date.now());
      cookies.set(set.name, cleared ? null : set.value);
    }
    return response;
  };
  return {
    call,
    async cart(lang = 'it') {
      const response = await call('GET', `/api/cart?lang=${lang}`);
      if (response.statusCode !== 200) throw new Error(`GET /api/cart: ${response.statusCode}`);
      return response.json<CartResponse>();
    },
    add: (variant, quantity = 1) =>
      call('POST', '/api/cart/add', {
        productId: variant.sku,
        colour: variant.colour,
        size: variant.size,
        quantity,
        language: 'it',
      }),
    async register() {
      const body = registration();
      await registerCustomer(app, { call }, body);
      return { email: body.email, password: body.password };
    },
    login: (email, password) =>
      call('POST', '/api/auth/login', { email, password, language: 'it' }),
    guest: (email) => call('POST', '/api/auth/guest', { email, language: 'it' }),
    get cookies() {
      return Object.fromEntries(
        [...cookies].flatMap(([name, value]) => (value === null ? [] : [[name, value]])),
      );
    },
  };
}
