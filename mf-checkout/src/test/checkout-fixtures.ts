import type {
  CartItem,
  CartResponse,
  Order,
  PaymentMethodsResponse,
  ShippingMethodsResponse,
} from '@shop/shared';

import { milanAddress } from '@shop/shared/test/milan-address';

export { milanAddress };

export const shirt: CartItem = {
  productId: 'UCAM0001',
  name: 'Camicia in lino',
  path: 'camicia-in-lino-ucam0001',
  colour: { code: 'navy', name: 'Blu navy', hex: '#1f2a44' },
  size: 'M',
  quantity: 2,
  unitPriceCents: 9_000,
  lineTotalCents: 18_000,
  image: { url: '/media/products/ucam0001-navy.svg', width: 600, height: 800, alt: '' },
  available: true,
  onlyLeft: null,
  exceedsStock: false,
};

export function cartOf(items: CartItem[]): CartResponse {
  const subtotal = items.reduce((sum, item) => sum + item.lineTotalCents, 0);
  const shipping = items.length === 0 || subtotal >= 25_000 ? 0 : 700;
  return {
    locale: 'it',
    items,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotalCents: subtotal,
    couponCode: null,
    discountCents: 0,
    shippingCents: shipping,
    totalCents: subtotal + shipping,
    freeShippingThresholdCents: 25_000,
    amountToFreeShippingCents: Math.max(25_000 - subtotal, 0),
  };
}

export const shippingMethods: ShippingMethodsResponse = {
  zone: 'italy',
  methods: [
    {
      id: 'courier',
      label: 'Corriere espresso',
      priceCents: 700,
      deliveryWorkingDays: { min: 1, max: 3 },
    },
  ],
};

export const paymentMethods: PaymentMethodsResponse = {
  methods: [
    { id: 'card', label: 'Carta di credito', description: '' },
    { id: 'bank-transfer', label: 'Bonifico bancario', description: 'Spediamo al ricevimento' },
    { id: 'paypal', label: 'PayPal', description: '' },
  ],
};

export const placedOrder: Order = {
  orderId: 'IT-2026-000042',
  createdAt: '2026-11-22T10:00:00.000Z',
  status: 'pending',
  paymentStatus: 'failed',
  shippingStatus: 'not-shipped',
  email: 'giulia@example.it',
  items: [
    {
      productId: shirt.productId,
      name: shirt.name,
      path: shirt.path,
      colour: shirt.colour,
      size: shirt.size,
      quantity: shirt.quantity,
      unitPriceCents: shirt.unitPriceCents,
      lineTotalCents: shirt.lineTotalCents,
      image: shirt.image,
    },
  ],
  couponCode: null,
  discountCents: 0,
  shippingCents: 700,
  subtotalCents: 18_000,
  totalCents: 18_700,
  shippingAddress: milanAddress,
  billingAddress: milanAddress,
  invoice: null,
  shippingMethod: { id: 'courier', label: 'Corriere espresso' },
  paymentMethod: { id: 'card', label: 'Carta di credito' },
  bankTransfer: null,
  withdrawal: { open: false, deadline: null, withdrawnAt: null, lines: [] },
  history: [
    { at: '2026-11-22T10:00:00.000Z', move: 'placed', by: 'shopper' },
    { at: '2026-11-22T10:00:04.000Z', move: 'payment-failed', by: 'provider' },
  ],
  shipments: [],
  refunds: [],
};
