import type { Order, OrderListResponse } from '@shop/shared';
import { milanAddress } from '@shop/shared/test/milan-address';

/** A paid order of the signed-in customer, as `GET /api/account/orders/{id}` answers it. */
export const paidOrder: Order = {
  orderId: 'IT-2026-000042',
  createdAt: '2026-06-17T08:00:00.000Z',
  status: 'confirmed',
  paymentStatus: 'paid',
  shippingStatus: 'preparing',
  email: 'giulia@example.it',
  items: [
    {
      productId: 'UCAM0001',
      name: 'Camicia in lino',
      path: 'camicia-in-lino',
      colour: { code: 'navy', name: 'Blu navy', hex: '#1f2a44' },
      size: 'M',
      quantity: 2,
      unitPriceCents: 9_000,
      lineTotalCents: 18_000,
      image: {
        url: '/media/camicia.svg',
        alt: 'Camicia in lino, Blu navy',
        width: 600,
        height: 800,
      },
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
  shippingMethod: { id: 'standard', label: 'Corriere' },
  paymentMethod: { id: 'card', label: 'Carta di credito' },
  bankTransfer: null,
  withdrawal: { open: true, deadline: '2026-07-10T21:59:59.999Z', withdrawnAt: null, lines: [] },
  history: [
    { at: '2026-06-17T08:00:00.000Z', move: 'placed', by: 'shopper' },
    { at: '2026-06-17T08:00:05.000Z', move: 'payment-succeeded', by: 'provider' },
  ],
  shipments: [],
  refunds: [],
};

/** One page of the customer's orders. */
export function orderList(count: number, page = 1, pageCount = 1): OrderListResponse {
  return {
    orders: Array.from({ length: count }, (_, index) => ({
      orderId: `IT-2026-${String(100 - index - (page - 1) * 10).padStart(6, '0')}`,
      createdAt: '2026-06-17T08:00:00.000Z',
      status: 'confirmed',
      paymentStatus: 'paid',
      shippingStatus: 'shipped',
      totalCents: 18_700,
    })),
    page,
    pageCount,
  };
}
