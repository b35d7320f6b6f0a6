import { randomUUID } from 'node:crypto';
import type {
  CartAddRequest,
  CartResponse,
  CategoryListingResponse,
  PlaceOrderRequest,
  ProductDetail,
} from '@shop/shared/contracts';
// The address the API's checkout tests order with: a valid Italian one, fiscal code included.
import { milanAddress } from '@shop/shared/test/milan-address';
import type { Figures } from '../figures';
import { DURATION_SECONDS, loadEndpoint, type PostRequest } from './fixed-rate-load';

/** Adds to cart a second, and orders placed a second: the rates the checkout budgets name. */
export const ADD_TO_CART_RATE = 200;
export const PLACE_ORDER_RATE = 50;
/** Warm-up and measured seconds, with room for the rate to overshoot a little. */
const LOAD_SECONDS = DURATION_SECONDS + 5;
/** Stock the bench gives each variant it sells, so no order fails for want of a piece. */
const RESTOCK_QUANTITY = 10_000;

interface Variant {
  productId: string;
  colour: string;
  size: string;
}

/**
 * The client address of the bench's `index`th shopper (10.0.0.0/8, sent as `X-Forwarded-For`, which
 * the bench's shop trusts from loopback). Real orders come from many addresses; from one, the
 * per-address cap on unpaid orders would serialize them all, and its count would grow with every
 * order, which no shop sees (that cap keeps it at 3).
 */
function shopperAddress(index: number): string {
  const n = index + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** The shop's origin and the operator token the bench's shop runs with. */
export interface CheckoutLoadTarget {
  apiOrigin: string;
  operatorToken: string;
}

/** Sizes on the first listing pages of both departments, each restocked through the operator API. */
async function sellableVariants(target: CheckoutLoadTarget, wanted: number): Promise<Variant[]> {
  const variants: Variant[] = [];
  for (const category of ['Uomo', 'Donna']) {
    for (let page = 1; page <= 3 && variants.length < wanted; page += 1) {
      const listing = (await getJson(
        `${target.apiOrigin}/api/products?category=${category}&lang=it&page=${page}`,
      )) as CategoryListingResponse;
      for (const item of listing.items) {
        const product = (await getJson(
          `${target.apiOrigin}/api/products/${item.path}?lang=it`,
        )) as ProductDetail;
        for (const colour of product.colours) {
          for (const { size } of colour.sizes) {
            variants.push({ productId: product.id, colour: colour.code, size });
          }
        }
      }
    }
  }
  const chosen = variants.slice(0, wanted);
  const response = await fetch(`${target.apiOrigin}/api/operator/inventory`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${target.operatorToken}`,
      'content-type': 'application/json',
      origin: target.apiOrigin,
    },
    body: JSON.stringify({
      stock: chosen.map((variant) => ({
        sku: variant.productId,
        colour: variant.colour,
        size: variant.size,
        quantity: RESTOCK_QUANTITY,
      })),
    }),
  });
  if (!response.ok) throw new Error(`Restocking answered ${response.status}`);
  return chosen;
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** A visitor with one piece in the cart: the cart cookie the first add sets. */
async function visitorWithCart(apiOrigin: string, variant: Variant): Promise<string> {
  const body: CartAddRequest = { ...variant, quantity: 1, language: 'it' };
  const response = await fetch(`${apiOrigin}/api/cart/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: apiOrigin },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Adding to a bench cart answered ${response.status}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('cart='));
  if (!cookie) throw new Error('The first add to cart set no cart cookie');
  return cookie.split(';')[0] ?? '';
}

/**
 * Adds to cart at 200 a second, each from one of 500 visitors' carts in turn, each add a new line
 * of the visitor's cart: the path a product page's button takes, row lock and stock check included.
 */
async function loadAddToCart(engine: string, target: CheckoutLoadTarget): Promise<Figures> {
  const carts = 500;
  const rounds = Math.ceil((ADD_TO_CART_RATE * LOAD_SECONDS) / carts);
  const variants = await sellableVariants(target, rounds + 1);
  const cookies: string[] = [];
  for (let index = 0; index < carts; index += 1) {
    cookies.push(await visitorWithCart(target.apiOrigin, variants[0] as Variant));
  }
  const requests: PostRequest[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (const cookie of cookies) {
      const body: CartAddRequest = { ...(variants[round] as Variant), quantity: 1, language: 'it' };
      requests.push({ body: JSON.stringify(body), headers: { cookie } });
    }
  }
  return loadEndpoint(`api.${engine}.add-to-cart`, `${target.apiOrigin}/api/cart/add`, {
    posts: { requests, origin: target.apiOrigin },
    rate: ADD_TO_CART_RATE,
  });
}

/**
 * Orders placed at 50 a second by guests, each with its own cart, total and idempotency key, paid
 * by bank transfer (the order is created, the stock reserved and the confirmation e-mail queued;
 * no gateway is waited for).
 */
async function loadPlaceOrder(engine: string, target: CheckoutLoadTarget): Promise<Figures> {
  const orders = Math.ceil(PLACE_ORDER_RATE * LOAD_SECONDS * 1.2);
  const variants = await sellableVariants(target, 60);
  const requests: PostRequest[] = [];
  for (let index = 0; index < orders; index += 1) {
    const cookie = await visitorWithCart(
      target.apiOrigin,
      variants[index % variants.length] as Variant,
    );
    const cart = (await (
      await fetch(`${target.apiOrigin}/api/cart?lang=it`, { headers: { cookie } })
    ).json()) as CartResponse;
    const body: PlaceOrderRequest = {
      email: `bench-order-${index}@example.com`,
      shippingAddress: milanAddress,
      billingAddress: null,
      shippingMethodId: 'standard',
      paymentMethodId: 'bank-transfer',
      totalCents: cart.totalCents,
      language: 'it',
    };
    requests.push({
      body: JSON.stringify(body),
      headers: {
        cookie,
        'idempotency-key': randomUUID(),
        'x-forwarded-for': shopperAddress(index),
      },
    });
  }
  return loadEndpoint(`api.${engine}.place-order`, `${target.apiOrigin}/api/checkout/orders`, {
    posts: { requests, origin: target.apiOrigin },
    rate: PLACE_ORDER_RATE,
  });
}

/** The checkout's writes under load: adding to cart and placing orders. */
export async function loadCheckout(engine: string, target: CheckoutLoadTarget): Promise<Figures> {
  return {
    ...(await loadAddToCart(engine, target)),
    ...(await loadPlaceOrder(engine, target)),
  };
}
