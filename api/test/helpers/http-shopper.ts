import { randomUUID } from 'node:crypto';
import type { CardTokenResponse, CartResponse, PlaceOrderRequest } from '@shop/shared/contracts';
import { italianAddress, TEST_CARD_OK } from './checkout-orders';
import type { TestVariant } from './checkout-shopper';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: string;
  json<T>(): T;
}

/**
 * A shopper's browser talking to a shop server over real HTTP (a server run by `spawnShop`): it
 * keeps the cookies the shop sets. `origin` may change between calls (a restarted server).
 */
export interface HttpShopper {
  origin: string;
  call(
    method: string,
    path: string,
    payload?: object,
    headers?: Record<string, string>,
  ): Promise<HttpAnswer>;
  add(variant: TestVariant, quantity?: number): Promise<void>;
  /** A card order body for the cart as it reads now, in `language`. */
  cardOrder(language: 'it' | 'en', email: string, card?: string): Promise<PlaceOrderRequest>;
  /** POST /api/checkout/orders with this idempotency key. */
  placeOrder(body: PlaceOrderRequest, key?: string): Promise<HttpAnswer>;
}

export function httpShopper(origin: string): HttpShopper {
  const cookies = new Map<string, string>();
  const shopper: HttpShopper = {
    origin,
    async call(method, path, payload, headers: Record<string, string> = {}) {
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(`${shopper.origin}${path}`, {
        method,
        headers: {
          ...(payload !== undefined && { 'content-type': 'application/json' }),
          ...(cookie && { cookie }),
          ...headers,
        },
        ...(payload !== undefined && { body: JSON.stringify(payload) }),
      });
      for (const set of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = set.split(';');
        const [name = '', value = ''] = pair.split(/=(.*)/s).map((part) => part.trim());
        const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
        if (value === '' || expired) cookies.delete(name);
        else cookies.set(name, value);
      }
      const body = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body,
        json: <T>() => JSON.parse(body) as T,
      };
    },
    async add(variant, quantity = 1) {
      const added = await shopper.call('POST', '/api/cart/add', {
        productId: variant.sku,
        colour: variant.colour,
        size: variant.size,
        quantity,
        language: 'it',
      });
      if (added.status !== 200) throw new Error(`add to cart: ${added.status} ${added.body}`);
    },
    async cardOrder(language, email, card = TEST_CARD_OK) {
      const tokenAnswer = await shopper.call('POST', '/api/checkout/card-tokens', {
        number: card,
        expiry: '12/39',
        cvc: '123',
        holder: 'Giulia Bianchi',
      });
      if (tokenAnswer.status !== 200) throw new Error(`card token: ${tokenAnswer.body}`);
      const cart = await shopper.call('GET', `/api/cart?lang=${language}`);
      if (cart.status !== 200) throw new Error(`cart: ${cart.status} ${cart.body}`);
      return {
        email,
        shippingAddress: italianAddress(),
        billingAddress: null,
        shippingMethodId: 'standard',
        paymentMethodId: 'card',
        cardToken: tokenAnswer.json<CardTokenResponse>().token,
        totalCents: cart.json<CartResponse>().totalCents,
        language,
      };
    },
    placeOrder(body, key = randomUUID()) {
      return shopper.call('POST', '/api/checkout/orders', body, { 'idempotency-key': key });
    },
  };
  return shopper;
}

/**
 * The environment of a `spawnShop` server on a PostgreSQL of the test's own, with limits that
 * leave many checkouts from 127.0.0.1 alone, and one gateway secret shared by its restarts.
 */
export function shopOnPostgresEnv(url: string, stateDir: string): Record<string, string> {
  return {
    DATABASE_URL: url,
    STATE_DIR: stateDir,
    UPLOADS_DIR: `${stateDir}/uploads`,
    OPERATOR_TOKEN: 'test-operator-token',
    PAYMENT_GATEWAY_SECRET: 'test-gateway-secret-shared-by-restarts',
    UNPAID_ORDERS_LIMIT: '1000',
    UNPAID_PIECES_LIMIT: '100000',
    ORDER_EMAIL_LIMIT_PER_ADDRESS: '1000/60',
  };
}
