import { randomUUID } from 'node:crypto';
import type {
  CardTokenResponse,
  CheckoutAddress,
  PaymentMethodId,
  PlaceOrderRequest,
} from '@shop/shared/contracts';
import { milanAddress } from '@shop/shared/test/milan-address';
import type { LightMyRequestResponse } from 'fastify';
import type { Shopper } from './checkout-shopper';

export const TEST_CARD_OK = '4242 4242 4242 4242';
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';
export const PAYMENT_FAILED = 'Siamo spiacenti ma il tuo pagamento non è andato a buon fine';

export function italianAddress(overrides: Partial<CheckoutAddress> = {}): CheckoutAddress {
  return { ...milanAddress, ...overrides };
}

export async function cardToken(browser: Shopper, number = TEST_CARD_OK): Promise<string> {
  const response = await browser.call('POST', '/api/checkout/card-tokens', {
    number,
    expiry: '12/39',
    cvc: '123',
    holder: 'Giulia Bianchi',
  });
  if (response.statusCode !== 200) throw new Error(`card token: ${response.body}`);
  return response.json<CardTokenResponse>().token;
}

let guests = 0;

/**
 * An order body for the shopper's cart as it reads now, paid by `method`. Each body has an
 * address of its own unless one is given, so the per-address caps on unpaid orders stay away.
 */
export async function orderBody(
  browser: Shopper,
  {
    method = 'bank-transfer',
    card,
    email = `ospite.${(guests += 1)}@example.it`,
    address = italianAddress(),
    lang = 'it',
  }: {
    method?: PaymentMethodId;
    card?: string;
    email?: string;
    address?: CheckoutAddress;
    lang?: 'it' | 'en';
  } = {},
): Promise<PlaceOrderRequest> {
  const cart = await browser.cart(lang);
  return {
    email,
    shippingAddress: address,
    billingAddress: null,
    shippingMethodId: 'standard',
    paymentMethodId: method,
    ...(method === 'card' && { cardToken: card ?? (await cardToken(browser)) }),
    totalCents: cart.totalCents,
    language: lang,
  };
}

export function placeOrder(
  browser: Shopper,
  body: object,
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return browser.call('POST', '/api/checkout/orders', body, { 'idempotency-key': key });
}
