import type {
  CategoryListingResponse,
  PaymentMethodsResponse,
  ProductDetail,
  ShippingMethodsResponse,
} from '@shop/shared/contracts';
// The address the API's checkout tests order with: a valid Italian one, fiscal code included.
import { milanAddress } from '@shop/shared/test/milan-address';
import { CHECKOUT_DRAFT_KEY, type CheckoutDraft } from '@shop/mf-checkout/checkout-draft';

/**
 * A guest half-way through checkout: a piece in the cart, a guest session, and the draft the
 * shipping and payment step leaves in the tab. The checkout steps are measured as this shopper
 * meets them; without a cart they only redirect.
 */
export interface CheckoutShopper {
  /** The cart's cookie, and the guest session's once the e-mail is given. */
  visitorCookies: { name: string; value: string }[];
  guestCookies: { name: string; value: string }[];
  /** The tab's `sessionStorage` entry for the review step. */
  draft: { key: string; value: string };
}

export async function prepareCheckoutShopper(apiOrigin: string): Promise<CheckoutShopper> {
  const headers = { 'content-type': 'application/json', origin: apiOrigin };
  const cookies = new Map<string, string>();
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${apiOrigin}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...headers,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    for (const line of response.headers.getSetCookie()) {
      const [name, value] = (line.split(';')[0] ?? '').split('=');
      if (name && value) cookies.set(name, value);
    }
    return response.json() as Promise<unknown>;
  };

  const listing = (await call('/api/products?category=Uomo&lang=it')) as CategoryListingResponse;
  const first = listing.items.find((item) => item.available) ?? listing.items[0];
  if (!first) throw new Error('The bench catalogue has no product');
  const product = (await call(`/api/products/${first.path}?lang=it`)) as ProductDetail;
  const colour = product.colours.find((candidate) => candidate.sizes.some((s) => s.available));
  const size = colour?.sizes.find((candidate) => candidate.available);
  if (!colour || !size) throw new Error(`${product.id} has no size in stock`);
  await call('/api/cart/add', {
    productId: product.id,
    colour: colour.code,
    size: size.size,
    quantity: 1,
    language: 'it',
  });
  const visitorCookies = [...cookies].map(([name, value]) => ({ name, value }));
  const email = 'bench-checkout@example.com';
  await call('/api/auth/guest', { email, language: 'it' });

  const shipping = (await call(
    '/api/checkout/shipping-methods?country=IT&lang=it',
  )) as ShippingMethodsResponse;
  const payment = (await call(
    '/api/checkout/payment-methods?country=IT&lang=it',
  )) as PaymentMethodsResponse;
  const draft: CheckoutDraft = {
    email,
    shippingAddress: milanAddress,
    billingAddress: null,
    invoice: null,
    shippingMethod: shipping.methods[0],
    paymentMethod: payment.methods.find((method) => method.id === 'bank-transfer'),
  };
  return {
    visitorCookies,
    guestCookies: [...cookies].map(([name, value]) => ({ name, value })),
    draft: { key: CHECKOUT_DRAFT_KEY, value: JSON.stringify(draft) },
  };
}
