// `npm run orders -- <command>`: an operator's orders, through the running shop's operator API
// (the token of OPERATOR_TOKEN, or the file the server wrote at start). See USAGE.
import { parseArgs } from 'node:util';
import {
  CARRIER_IDS,
  ORDER_NEEDS,
  type OperatorOrder,
  type OperatorOrderList,
  type OrderNeed,
  type OrderShipmentLine,
} from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import { callOperatorApi } from '../cli/operator-client';
import { runCommand } from '../cli/run-command';
import { loadConfig } from '../config';

const USAGE = [
  `Usage: npm run orders -- list [--needs ${ORDER_NEEDS.join('|')}] [--page N]`,
  '       npm run orders -- show <order>',
  `       npm run orders -- ship <order> --carrier ${CARRIER_IDS.join('|')} --tracking <number> [--line <line>:<pieces> ...]`,
  '       npm run orders -- delivered <order> --tracking <number> [--at <ISO 8601>]',
  '       npm run orders -- transfer-received <order>',
  '       npm run orders -- cancel <order> --reason "<why, for the shopper>" [--iban <IBAN>]',
  '       npm run orders -- refund <order> [--line <line>:<pieces> ...] [--shipping] --reason "<why>" [--iban <IBAN>]',
  '       npm run orders -- returned <order> --line <line>:<pieces> [...] [--iban <IBAN>]',
  '       npm run orders -- retry-refund <order> <refund id>',
].join('\n');

/** One call of the operator API an operator's arguments ask for. */
export interface OrdersCall {
  method: 'GET' | 'POST';
  path: string;
  body?: object;
}

const orderPath = (order: string) => `/api/operator/orders/${encodeURIComponent(order)}`;

/** The call the arguments ask for, or a message saying what is wrong with them. */
export function parseOrdersArgs(argv: string[]): OrdersCall | { problem: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        needs: { type: 'string' },
        page: { type: 'string' },
        carrier: { type: 'string' },
        tracking: { type: 'string' },
        line: { type: 'string', multiple: true },
        at: { type: 'string' },
        reason: { type: 'string' },
        iban: { type: 'string' },
        shipping: { type: 'boolean' },
      },
    });
  } catch (error) {
    return { problem: `${(error as Error).message}\n${USAGE}` };
  }
  const { values, positionals } = parsed;
  const [command, order, ...extra] = positionals;
  if (command === 'retry-refund' && order && extra.length === 1) {
    return {
      method: 'POST',
      path: `${orderPath(order)}/refunds/${encodeURIComponent(extra[0] ?? '')}/retry`,
    };
  }
  if (extra.length > 0) return { problem: USAGE };

  if (command === 'list' && order === undefined) {
    const query = new URLSearchParams();
    if (values.needs !== undefined) {
      if (!ORDER_NEEDS.includes(values.needs as OrderNeed)) {
        return { problem: `--needs is one of ${ORDER_NEEDS.join(', ')}` };
      }
      query.set('needs', values.needs);
    }
    if (values.page !== undefined) {
      if (!/^[1-9]\d{0,4}$/.test(values.page)) return { problem: '--page is a number from 1' };
      query.set('page', values.page);
    }
    const search = query.size > 0 ? `?${query}` : '';
    return { method: 'GET', path: `/api/operator/orders${search}` };
  }
  if (!order) return { problem: USAGE };
  switch (command) {
    case 'show':
      return { method: 'GET', path: orderPath(order) };
    case 'ship': {
      if (!values.carrier || !values.tracking) return { problem: USAGE };
      const lines = linesOf(values.line);
      if ('problem' in lines) return lines;
      return {
        method: 'POST',
        path: `${orderPath(order)}/shipments`,
        body: {
          carrier: values.carrier,
          trackingNumber: values.tracking,
          ...(lines.length > 0 && { lines }),
        },
      };
    }
    case 'delivered':
      if (!values.tracking) return { problem: USAGE };
      return {
        method: 'POST',
        path: `${orderPath(order)}/delivered`,
        body: { trackingNumber: values.tracking, ...(values.at && { at: values.at }) },
      };
    case 'transfer-received':
      return { method: 'POST', path: `${orderPath(order)}/transfer-received` };
    case 'cancel':
      if (!values.reason) return { problem: USAGE };
      return {
        method: 'POST',
        path: `${orderPath(order)}/cancel`,
        body: { reason: values.reason, ...(values.iban && { iban: values.iban }) },
      };
    case 'returned': {
      const lines = linesOf(values.line);
      if ('problem' in lines) return lines;
      if (lines.length === 0) return { problem: USAGE };
      return {
        method: 'POST',
        path: `${orderPath(order)}/returns`,
        body: { lines, ...(values.iban && { iban: values.iban }) },
      };
    }
    case 'refund': {
      if (!values.reason) return { problem: USAGE };
      const lines = linesOf(values.line);
      if ('problem' in lines) return lines;
      return {
        method: 'POST',
        path: `${orderPath(order)}/refunds`,
        body: {
          ...(lines.length > 0 && { lines }),
          ...(values.shipping && { shipping: true }),
          reason: values.reason,
          ...(values.iban && { iban: values.iban }),
        },
      };
    }
    default:
      return { problem: USAGE };
  }
}

/** `--line 1:2` flags as the order's lines and pieces. */
function linesOf(
  flags: string[] | undefined,
): { line: number; quantity: number }[] | { problem: string } {
  const lines = [];
  for (const flag of flags ?? []) {
    const match = /^(\d{1,3}):(\d{1,6})$/.exec(flag);
    if (!match) return { problem: `Not <line>:<pieces>: ${flag}` };
    lines.push({ line: Number(match[1]), quantity: Number(match[2]) });
  }
  return lines;
}

const euro = (cents: number) => formatPrice(cents, 'en');

/** The list, one order a line. */
export function describeList(list: OperatorOrderList): string {
  if (list.orders.length === 0) return 'No orders.';
  const rows = list.orders.map((order) =>
    [
      order.orderId,
      order.createdAt.slice(0, 16).replace('T', ' '),
      `${order.status}/${order.paymentStatus}/${order.shippingStatus}`,
      euro(order.totalCents).padStart(10),
      order.email,
    ].join('  '),
  );
  return [...rows, `page ${list.page} of ${list.pageCount}`].join('\n');
}

/** Some of the order's lines as `line:quantity` pairs, the way `--line` takes them. */
const piecesOf = (lines: readonly OrderShipmentLine[]) =>
  lines.map((line) => `${line.line}:${line.quantity}`).join(' ');

/** One order: its states, lines, withdrawal, parcels and history with the reasons. */
export function describeOrder({ order, history, refunds, refundDueBy }: OperatorOrder): string {
  return [
    `${order.orderId}  ${order.status} · payment ${order.paymentStatus} · shipping ${order.shippingStatus}`,
    `Placed ${order.createdAt} by ${order.email}, ${euro(order.totalCents)} (${order.paymentMethod.label})`,
    'Lines:',
    ...order.items.map(
      (item, index) =>
        `  ${index + 1}. ${item.productId} ${item.name}, ${item.colour.name}, ${item.size} × ${item.quantity}`,
    ),
    ...(order.withdrawal.withdrawnAt
      ? [
          `Withdrawn ${order.withdrawal.withdrawnAt}; coming back: lines ${piecesOf(order.withdrawal.lines)}`,
        ]
      : []),
    ...(refundDueBy ? [`Refund due by ${refundDueBy}`] : []),
    ...(order.shipments.length > 0 ? ['Parcels:'] : []),
    ...order.shipments.map(
      (parcel) =>
        `  ${parcel.carrier.name} ${parcel.trackingNumber}: left ${parcel.shippedAt}, ` +
        `${parcel.deliveredAt ? `delivered ${parcel.deliveredAt}` : 'on its way'}; lines ` +
        piecesOf(parcel.lines),
    ),
    ...(refunds.length > 0 ? ['Refunds:'] : []),
    ...refunds.map(
      (refund) =>
        `  ${refund.id} ${euro(refund.amountCents)} ${refund.status} via ${refund.provider} ` +
        `(try ${refund.attempt}${refund.failureReason ? `, refused: ${refund.failureReason}` : ''}): ${refund.reason}`,
    ),
    'History:',
    ...history.map(
      (entry) =>
        `  ${entry.at}  ${entry.move} by ${entry.by}${entry.reason ? ` (${entry.reason})` : ''}`,
    ),
  ].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const call = parseOrdersArgs(argv);
  if ('problem' in call) {
    console.error(call.problem);
    return 1;
  }
  const answer = await callOperatorApi<OperatorOrderList | OperatorOrder>(
    loadConfig(),
    call.method,
    call.path,
    call.body,
  );
  if ('problem' in answer) {
    console.error(answer.problem);
    return 1;
  }
  const { body } = answer;
  console.log('orders' in body ? describeList(body) : describeOrder(body));
  return 0;
}

runCommand(module, main);
