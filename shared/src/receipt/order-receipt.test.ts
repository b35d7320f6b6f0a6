import type { Order, OrderItem } from '../contracts/checkout';
import { milanAddress } from '../../test/milan-address';
import { hasReceipt, includedVat, orderReceipt } from './order-receipt';

const item = (name: string, quantity: number, unitPriceCents: number): OrderItem => ({
  productId: 'UCAM0001',
  name,
  path: 'camicia',
  colour: { code: 'navy', name: 'Blu navy', hex: '#1f2a44' },
  size: 'M',
  quantity,
  unitPriceCents,
  lineTotalCents: quantity * unitPriceCents,
  image: { url: '/media/camicia.svg', alt: name, width: 600, height: 800 },
});

const order = (items: OrderItem[], discountCents: number, shippingCents: number): Order => {
  const subtotalCents = items.reduce((sum, each) => sum + each.lineTotalCents, 0);
  return {
    orderId: 'IT-2026-000042',
    createdAt: '2026-06-17T08:00:00.000Z',
    status: 'confirmed',
    paymentStatus: 'paid',
    shippingStatus: 'preparing',
    email: 'giulia@example.it',
    items,
    couponCode: discountCents > 0 ? 'BENVENUTO10' : null,
    discountCents,
    shippingCents,
    subtotalCents,
    totalCents: subtotalCents - discountCents + shippingCents,
    shippingAddress: milanAddress,
    billingAddress: milanAddress,
    invoice: null,
    shippingMethod: { id: 'standard', label: 'Corriere' },
    paymentMethod: { id: 'card', label: 'Carta di credito' },
    bankTransfer: null,
    withdrawal: { open: true, deadline: null, withdrawnAt: null, lines: [] },
    history: [
      { at: '2026-06-17T08:00:00.000Z', move: 'placed', by: 'shopper' },
      { at: '2026-06-17T08:01:30.000Z', move: 'payment-succeeded', by: 'provider' },
    ],
    shipments: [],
    refunds: [],
  };
};

test('the VAT a price includes, at 22%, to the cent', () => {
  expect(includedVat(12_200)).toBe(2_200);
  expect(includedVat(700)).toBe(126); // 126.2
  expect(includedVat(999)).toBe(180); // 180.1
  expect(includedVat(-1_799)).toBe(-324); // -324.4
  expect(includedVat(0)).toBe(0);
});

test('each line, the discount and the shipping carry their VAT, and add up to the total to the cent', () => {
  const placed = order([item('Camicia in lino', 2, 8_990), item('Cintura', 1, 3_333)], 2_131, 700);
  const receipt = orderReceipt(placed);
  expect(receipt.rows.map((row) => [row.kind, row.amountCents, row.vatCents])).toEqual([
    ['item', 17_980, 3_242],
    ['item', 3_333, 601],
    ['discount', -2_131, -384],
    ['shipping', 700, 126],
  ]);
  expect(receipt.totalCents).toBe(placed.totalCents);
  expect(receipt.vatCents).toBe(3_242 + 601 - 384 + 126);
  expect(receipt.netCents + receipt.vatCents).toBe(placed.totalCents);
  expect(receipt.vatRatePercent).toBe(22);
  expect(receipt.paidAt).toBe('2026-06-17T08:01:30.000Z');
});

test('free shipping is a row of nothing, and no discount no row', () => {
  const receipt = orderReceipt(order([item('Cappotto', 1, 29_900)], 0, 0));
  expect(receipt.rows.map((row) => row.kind)).toEqual(['item', 'shipping']);
  expect(receipt.totalCents).toBe(29_900);
});

test('only an order paid has a receipt', () => {
  expect(hasReceipt({ paymentStatus: 'paid' })).toBe(true);
  expect(hasReceipt({ paymentStatus: 'refunded' })).toBe(true);
  expect(hasReceipt({ paymentStatus: 'awaiting-transfer' })).toBe(false);
  expect(hasReceipt({ paymentStatus: 'expired' })).toBe(false);
});
