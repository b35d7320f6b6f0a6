import type { PlaceOrderResponse } from '@shop/shared/contracts';
import { main, parseOrdersArgs } from '../../src/operator/orders-command';
import { commandShop } from '../helpers/command-shop';
import { orderBody, placeOrder } from '../helpers/checkout-orders';
import { shopper, testVariants } from '../helpers/checkout-shopper';

test.each([
  [['list'], { method: 'GET', path: '/api/operator/orders' }],
  [
    ['list', '--needs', 'to-ship', '--page', '2'],
    { method: 'GET', path: '/api/operator/orders?needs=to-ship&page=2' },
  ],
  [['show', 'IT-2026-000001'], { method: 'GET', path: '/api/operator/orders/IT-2026-000001' }],
  [
    [
      'ship',
      'IT-2026-000001',
      '--carrier',
      'brt',
      '--tracking',
      'B1234',
      '--line',
      '1:2',
      '--line',
      '3:1',
    ],
    {
      method: 'POST',
      path: '/api/operator/orders/IT-2026-000001/shipments',
      body: {
        carrier: 'brt',
        trackingNumber: 'B1234',
        lines: [
          { line: 1, quantity: 2 },
          { line: 3, quantity: 1 },
        ],
      },
    },
  ],
  [
    ['delivered', 'IT-2026-000001', '--tracking', 'B1234'],
    {
      method: 'POST',
      path: '/api/operator/orders/IT-2026-000001/delivered',
      body: { trackingNumber: 'B1234' },
    },
  ],
  [
    ['cancel', 'IT-2026-000001', '--reason', 'Fuori produzione'],
    {
      method: 'POST',
      path: '/api/operator/orders/IT-2026-000001/cancel',
      body: { reason: 'Fuori produzione' },
    },
  ],
  [
    [
      'refund',
      'IT-2026-000001',
      '--line',
      '2:1',
      '--shipping',
      '--reason',
      'Reso',
      '--iban',
      'IT60X0542811101000000123456',
    ],
    {
      method: 'POST',
      path: '/api/operator/orders/IT-2026-000001/refunds',
      body: {
        lines: [{ line: 2, quantity: 1 }],
        shipping: true,
        reason: 'Reso',
        iban: 'IT60X0542811101000000123456',
      },
    },
  ],
  [
    ['returned', 'IT-2026-000001', '--line', '1:1', '--line', '2:3'],
    {
      method: 'POST',
      path: '/api/operator/orders/IT-2026-000001/returns',
      body: {
        lines: [
          { line: 1, quantity: 1 },
          { line: 2, quantity: 3 },
        ],
      },
    },
  ],
  [
    ['retry-refund', 'IT-2026-000001', '0f8e2a4c-1111-4222-8333-444455556666'],
    {
      method: 'POST',
      path: '/api/operator/orders/IT-2026-000001/refunds/0f8e2a4c-1111-4222-8333-444455556666/retry',
    },
  ],
  [
    ['transfer-received', 'IT/../2026'],
    { method: 'POST', path: '/api/operator/orders/IT%2F..%2F2026/transfer-received' },
  ],
])('%j asks the operator API for %j', (argv, call) => {
  expect(parseOrdersArgs(argv)).toEqual(call);
});

test.each([
  [[]],
  [['ship', 'IT-2026-000001', '--carrier', 'brt']],
  [['ship', 'IT-2026-000001', '--carrier', 'brt', '--tracking', 'B1', '--line', '1=2']],
  [['list', '--needs', 'everything']],
  [['list', '--page', '0']],
  [['cancel', 'IT-2026-000001']],
  [['show']],
  [['show', 'A', 'B']],
  [['ship', 'IT-2026-000001', '--carier', 'brt']],
  [['refund', 'IT-2026-000001', '--line', '1:1']],
  [['retry-refund', 'IT-2026-000001']],
  [['returned', 'IT-2026-000001']],
])('%j is refused with a sentence saying how', (argv) => {
  const parsed = parseOrdersArgs(argv);
  expect(parsed).toEqual({ problem: expect.any(String) });
});

describe('against the running shop', () => {
  const commands = commandShop('orders-command');
  const run = (argv: string[]) => commands.run(main, argv, commands.shop.operatorToken);

  test('an operator lists what to ship, ships it and sees its parcel and history', async () => {
    const { shop } = commands;
    const browser = shopper(shop.app);
    const [variant] = await testVariants(shop.database.db, 1, { stock: 5 });
    await browser.add(variant, 2);
    const body = await orderBody(browser, { method: 'card', email: 'comando.ordini@example.it' });
    const { orderId } = (await placeOrder(browser, body)).json<PlaceOrderResponse>();

    const toShip = await run(['list', '--needs', 'to-ship']);
    expect(toShip.code).toBe(0);
    expect(toShip.output).toContain(`${orderId}  `);
    expect(toShip.output).toContain('confirmed/paid/preparing');
    expect(toShip.output).toContain('comando.ordini@example.it');

    const shipped = await run(['ship', orderId, '--carrier', 'poste', '--tracking', 'PI12345']);
    expect(shipped.code).toBe(0);
    expect(shipped.output).toContain('shipping shipped');
    expect(shipped.output).toContain('Poste Italiane PI12345: left ');
    expect(shipped.output).toContain('on its way; lines 1:2');
    expect(shipped.output).toMatch(/shipped by operator \(Poste Italiane PI12345\)/);

    const refused = await run(['cancel', orderId, '--reason', 'Prova']);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'The shop refused (409): {"message":"Part of the order has shipped: refund what comes back instead"}',
    );

    const refunded = await run(['refund', orderId, '--line', '1:1', '--reason', 'Reso ricevuto']);
    expect(refunded.code).toBe(0);
    expect(refunded.output).toMatch(
      /Refunds:\n {2}\S+ .+ succeeded via test-gateway \(try 1\): Reso ricevuto/,
    );
  });

  test('an order its shopper withdrew from is awaiting return, and shows what comes back', async () => {
    const { shop } = commands;
    const customer = shopper(shop.app);
    await customer.register();
    const [first, second] = await testVariants(shop.database.db, 2, { stock: 5, skip: 1 });
    await customer.add(first, 1);
    await customer.add(second, 3);
    const body = await orderBody(customer, { method: 'card', email: 'recesso.comando@example.it' });
    const { orderId } = (await placeOrder(customer, body)).json<PlaceOrderResponse>();
    const withdrawal = await customer.call('POST', `/api/account/orders/${orderId}/withdrawal`, {
      language: 'it',
      lines: [{ line: 2, quantity: 2 }],
    });
    expect(withdrawal.statusCode).toBe(200);

    const awaiting = await run(['list', '--needs', 'awaiting-return']);
    expect(awaiting.output).toContain(`${orderId}  `);
    const shown = await run(['show', orderId]);
    expect(shown.output).toMatch(
      /\nWithdrawn (\S+); coming back: lines 2:2\nRefund due by (\S+)\n/,
    );
    const [, withdrawnAt = '', dueBy = ''] =
      /Withdrawn (\S+);[^\n]*\nRefund due by (\S+)/.exec(shown.output) ?? [];
    // The law's 14 days to refund run from the withdrawal.
    expect(Date.parse(dueBy) - Date.parse(withdrawnAt)).toBe(14 * 24 * 60 * 60 * 1000);
  });
});
