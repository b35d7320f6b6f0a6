import { queryOptions } from '@tanstack/react-query';
import {
  apiClient,
  errorMessages,
  isApiError,
  type AddressListResponse,
  type AutoLoginResponse,
  type CardTokenRequest,
  type CardTokenResponse,
  type GuestSessionRequest,
  type GuestSessionResponse,
  type Locale,
  type OrderResponse,
  type PaymentMethodsResponse,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  type RetryPaymentRequest,
  type RetryPaymentResponse,
  type ShippingMethodsResponse,
} from '@shop/shared';

/**
 * The checkout's calls (contracts in `shared/src/contracts/checkout.ts`). Everything here is the
 * shopper's own data: never cached past the page (`gcTime` 0) and never inlined by the server.
 */
const personal = { staleTime: 0, gcTime: 0, retry: false } as const;

/** Who the session belongs to (a customer, a guest with their e-mail, or nobody). */
export const sessionQuery = () =>
  queryOptions({
    queryKey: ['checkout', 'session'],
    queryFn: ({ signal }) => apiClient.get<AutoLoginResponse>('/auth/autoLogin', { signal }),
    ...personal,
  });

/** A signed-in customer's address book. */
export const savedAddressesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['checkout', 'saved-addresses'],
    queryFn: ({ signal }) =>
      apiClient.get<AddressListResponse>('/account/addresses', { query: { lang: locale }, signal }),
    ...personal,
  });

/** The shipping methods offered to `country` (a destination code), with their prices. */
export const fetchShippingMethods = (country: string, locale: Locale, signal?: AbortSignal) =>
  apiClient.get<ShippingMethodsResponse>('/checkout/shipping-methods', {
    query: { country, lang: locale },
    signal,
  });

/** The payment methods offered to `country`. */
export const fetchPaymentMethods = (country: string, locale: Locale, signal?: AbortSignal) =>
  apiClient.get<PaymentMethodsResponse>('/checkout/payment-methods', {
    query: { country, lang: locale },
    signal,
  });

export const shippingMethodsQuery = (country: string, locale: Locale) =>
  queryOptions({
    queryKey: ['checkout', 'shipping-methods', country, locale],
    queryFn: ({ signal }) => fetchShippingMethods(country, locale, signal),
    ...personal,
  });

export const paymentMethodsQuery = (country: string, locale: Locale) =>
  queryOptions({
    queryKey: ['checkout', 'payment-methods', country, locale],
    queryFn: ({ signal }) => fetchPaymentMethods(country, locale, signal),
    ...personal,
  });

/** The methods a placed order can be paid with again (its cart is gone: the order took it). */
export const orderPaymentMethodsQuery = (orderId: string, access: string | null, locale: Locale) =>
  queryOptions({
    queryKey: ['checkout', 'order-payment-methods', orderId, access, locale],
    queryFn: ({ signal }) =>
      apiClient.get<PaymentMethodsResponse>(
        `/checkout/orders/${encodeURIComponent(orderId)}/payment-methods`,
        { query: { access, lang: locale }, signal },
      ),
    ...personal,
  });

export const orderQuery = (orderId: string, access: string | null, locale: Locale) =>
  queryOptions({
    queryKey: ['checkout', 'order', orderId, access, locale],
    queryFn: ({ signal }) =>
      apiClient.get<OrderResponse>(`/checkout/orders/${encodeURIComponent(orderId)}`, {
        query: { access, lang: locale },
        signal,
      }),
    ...personal,
    // A page opened after a retry or a provider's return must not show the order as it was
    // before the payment (the error page's copy, under the same key, is still in the cache).
    refetchOnMount: 'always',
  });

export const startGuestSession = (body: GuestSessionRequest) =>
  apiClient.post<GuestSessionResponse>('/auth/guest', body);

export const tokenizeCard = (body: CardTokenRequest) =>
  apiClient.post<CardTokenResponse>('/checkout/card-tokens', body);

export const placeOrder = (body: PlaceOrderRequest, idempotencyKey: string) =>
  apiClient.post<PlaceOrderResponse>('/checkout/orders', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const retryPayment = (orderId: string, body: RetryPaymentRequest, idempotencyKey: string) =>
  apiClient.post<RetryPaymentResponse>(
    `/checkout/orders/${encodeURIComponent(orderId)}/pay`,
    body,
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );

/**
 * What to tell the shopper about a failed call: the server's `message` (already in the language
 * the request named), else the catalogue's text in the shopper's language.
 */
export function failureMessage(error: unknown, locale: Locale): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return errorMessages[locale].network;
    if (error.status < 500 && error.message) return error.message;
  }
  return errorMessages[locale].generic;
}

/** A UUID (v4) for an `Idempotency-Key`; `getRandomValues` works where `randomUUID` does not (http). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
