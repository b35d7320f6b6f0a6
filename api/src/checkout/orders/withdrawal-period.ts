import {
  RETURN_WINDOW_WORKING_DAYS,
  SHIPPING_ZONE_TERMS,
  WITHDRAWAL_PERIOD_DAYS,
  type OrderWithdrawal,
} from '@shop/shared/contracts';
import { SHOP_TIME_ZONE } from '@shop/shared/format';
import type { Selectable } from 'kysely';
import type { OrdersTable } from '../../db/schema';
import type { RecordedWithdrawal } from './withdrawal-repository';

/**
 * The withdrawal period of an order (docs/checkout.md, "Withdrawal"):
 *
 * - it starts on the day of delivery (`delivered_at`), as the law says. Until the shop has
 *   recorded the delivery it starts on the last day the shop promises delivery: the order's date
 *   plus its zone's longest delivery time in working days (`SHIPPING_ZONE_TERMS`), so a courier on
 *   time never leaves the shopper with less than the law gives;
 * - it ends on the later of the law's 14th day (`WITHDRAWAL_PERIOD_DAYS`) and the terms of sale's
 *   14th working day (`RETURN_WINDOW_WORKING_DAYS`, Monday to Friday) after that day, at the end
 *   of the day in the shop's time zone (Europe/Rome): a period in days ends with its last day.
 *
 * Days are calendar dates in the shop's time zone, written `YYYY-MM-DD`.
 */

type CalendarDate = string;

const shopDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function shopClock(
  instant: Date,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(
    shopDateFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The shop's calendar date of an instant. */
export function shopDate(instant: Date): CalendarDate {
  const { year, month, day } = shopClock(instant);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const utcDay = (date: CalendarDate) => new Date(`${date}T00:00:00Z`);
const dateOf = (day: Date): CalendarDate => day.toISOString().slice(0, 10);

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const day = utcDay(date);
  day.setUTCDate(day.getUTCDate() + days);
  return dateOf(day);
}

/** The `days`th working day (Monday to Friday) after `date`. */
export function addWorkingDays(date: CalendarDate, days: number): CalendarDate {
  const day = utcDay(date);
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return dateOf(day);
}

/** The instant a shop day begins (midnight in Europe/Rome, whatever the daylight saving). */
function startOfShopDay(date: CalendarDate): Date {
  const wanted = utcDay(date).getTime();
  // The shop's offset from UTC at a moment: its wall clock read as if it were UTC, minus the moment.
  const offsetAt = (moment: number) => {
    const clock = shopClock(new Date(moment));
    return (
      Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) -
      moment
    );
  };
  const guess = wanted - offsetAt(wanted);
  // Once more at the guess, in case the offset changes in between (daylight saving).
  return new Date(wanted - offsetAt(guess));
}

/** The last moment of a shop day. */
export function endOfShopDay(date: CalendarDate): Date {
  return new Date(startOfShopDay(addDays(date, 1)).getTime() - 1);
}

/** An order as stored (`order-repository.ts` reads it; this file only judges it). */
type OrderRow = Selectable<OrdersTable>;

type PeriodFields = Pick<OrderRow, 'created_at' | 'delivered_at' | 'shipping_zone'>;

/** The day the period runs from: delivery, or the last day delivery is promised by. */
export function withdrawalStartDay(order: PeriodFields): CalendarDate {
  if (order.delivered_at) return shopDate(order.delivered_at);
  const zones = SHIPPING_ZONE_TERMS as Record<string, (typeof SHIPPING_ZONE_TERMS)['world']>;
  const terms = zones[order.shipping_zone] ?? SHIPPING_ZONE_TERMS.world;
  return addWorkingDays(shopDate(order.created_at), terms.deliveryWorkingDays.max);
}

/** The last moment a withdrawal from the order is accepted. */
export function withdrawalDeadline(order: PeriodFields): Date {
  const start = withdrawalStartDay(order);
  const byLaw = addDays(start, WITHDRAWAL_PERIOD_DAYS);
  const byTerms = addWorkingDays(start, RETURN_WINDOW_WORKING_DAYS);
  return endOfShopDay(byLaw > byTerms ? byLaw : byTerms);
}

/** Whether the order is a contract to withdraw from: placed and paid (not pending, cancelled, refunded). */
export function isWithdrawable(order: Pick<OrderRow, 'status' | 'payment_status'>): boolean {
  return (
    (order.status === 'confirmed' || order.status === 'completed') &&
    order.payment_status === 'paid'
  );
}

/** The order's right of withdrawal as the contract has it, at `now`. */
export function withdrawalOf(
  order: PeriodFields & Pick<OrderRow, 'status' | 'payment_status'>,
  withdrawn: RecordedWithdrawal | undefined,
  now: Date = new Date(),
): OrderWithdrawal {
  const withdrawable = isWithdrawable(order);
  const deadline = withdrawable || withdrawn ? withdrawalDeadline(order) : null;
  return {
    open: withdrawable && !withdrawn && deadline !== null && now <= deadline,
    deadline: deadline?.toISOString() ?? null,
    withdrawnAt: withdrawn?.requestedAt.toISOString() ?? null,
    lines: withdrawn?.lines ?? [],
  };
}
