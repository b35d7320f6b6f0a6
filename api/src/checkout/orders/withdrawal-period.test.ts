import {
  addWorkingDays,
  endOfShopDay,
  shopDate,
  withdrawalDeadline,
  withdrawalOf,
  withdrawalStartDay,
} from './withdrawal-period';

const paid = { status: 'confirmed', payment_status: 'paid' } as const;

describe('the withdrawal period', () => {
  test('runs from the delivery day to the 14th working day after it, to the end of that day in Rome', () => {
    // Delivered on Friday 19 June 2026 at 18:00 in Rome.
    const order = {
      created_at: new Date('2026-06-16T08:00:00Z'),
      delivered_at: new Date('2026-06-19T16:00:00Z'),
      shipping_zone: 'italy',
    };
    expect(withdrawalStartDay(order)).toBe('2026-06-19');
    // 14 calendar days would end on 3 July; 14 working days end on Thursday 9 July.
    expect(withdrawalDeadline(order).toISOString()).toBe('2026-07-09T21:59:59.999Z');
  });

  test('without a recorded delivery, runs from the last day delivery is promised by', () => {
    // Ordered on Wednesday 17 June; Italy is 1 to 3 working days: Monday 22 June at the latest.
    const order = {
      created_at: new Date('2026-06-17T08:00:00Z'),
      delivered_at: null,
      shipping_zone: 'italy',
    };
    expect(withdrawalStartDay(order)).toBe('2026-06-22');
    expect(withdrawalDeadline(order).toISOString()).toBe('2026-07-10T21:59:59.999Z');
    // The rest of the world is 4 to 8 working days.
    expect(withdrawalStartDay({ ...order, shipping_zone: 'world' })).toBe('2026-06-29');
  });

  test('counts days in the shop’s time zone, across daylight saving', () => {
    // 23:30 UTC on 31 January is already Sunday 1 February in Rome.
    expect(shopDate(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02-01');
    expect(
      withdrawalDeadline({
        created_at: new Date('2026-01-20T08:00:00Z'),
        delivered_at: new Date('2026-01-31T23:30:00Z'),
        shipping_zone: 'italy',
      }).toISOString(),
    ).toBe('2026-02-19T22:59:59.999Z');
    // Clocks go forward in the night of 29 March 2026.
    expect(endOfShopDay('2026-03-28').toISOString()).toBe('2026-03-28T22:59:59.999Z');
    expect(endOfShopDay('2026-03-29').toISOString()).toBe('2026-03-29T21:59:59.999Z');
    expect(endOfShopDay('2026-10-25').toISOString()).toBe('2026-10-25T22:59:59.999Z');
  });

  test('working days skip Saturdays and Sundays', () => {
    expect(addWorkingDays('2026-06-19', 1)).toBe('2026-06-22');
    expect(addWorkingDays('2026-06-20', 5)).toBe('2026-06-26');
  });
});

describe('an order’s right of withdrawal', () => {
  const order = {
    ...paid,
    created_at: new Date('2026-06-16T08:00:00Z'),
    delivered_at: new Date('2026-06-19T16:00:00Z'),
    shipping_zone: 'italy',
  };

  test('is open for a paid order until its deadline, and closed from the next moment', () => {
    expect(withdrawalOf(order, undefined, new Date('2026-07-09T21:59:59.999Z'))).toEqual({
      open: true,
      deadline: '2026-07-09T21:59:59.999Z',
      withdrawnAt: null,
      lines: [],
    });
    expect(withdrawalOf(order, undefined, new Date('2026-07-09T22:00:00Z')).open).toBe(false);
  });

  test('is closed once used, and for an order never paid or cancelled', () => {
    const lines = [{ line: 1, quantity: 1 }];
    const withdrawn = { requestedAt: new Date('2026-06-25T10:00:00Z'), lines };
    const used = withdrawalOf(order, withdrawn, new Date('2026-06-26'));
    expect(used).toEqual({
      open: false,
      deadline: '2026-07-09T21:59:59.999Z',
      withdrawnAt: '2026-06-25T10:00:00.000Z',
      lines,
    });
    for (const state of [
      { status: 'pending', payment_status: 'awaiting-transfer' },
      { status: 'cancelled', payment_status: 'expired' },
      { status: 'confirmed', payment_status: 'refunded' },
    ]) {
      expect(withdrawalOf({ ...order, ...state }, undefined, new Date('2026-06-20'))).toEqual({
        open: false,
        deadline: null,
        withdrawnAt: null,
        lines: [],
      });
    }
  });
});
