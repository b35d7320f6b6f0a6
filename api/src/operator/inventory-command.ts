// `npm run inventory -- <sku>`: a product's price and stock, read from the running shop.
// `npm run inventory -- <sku> --price 89.00`: set its price (a new entry of the price history).
// `npm run inventory -- <sku> --stock <colour>:<size>=<quantity> [...]`: set stock; a size back
// from zero e-mails whoever asked to be told. All through the authenticated operator endpoint.
import type {
  InventoryProduct,
  InventoryUpdateRequest,
  InventoryUpdateResponse,
} from '@shop/shared/contracts';
import { runCommand } from '../cli/run-command';
import { loadConfig } from '../config';
import { operatorToken, serverOrigin } from '../cli/operator-client';

const USAGE = [
  'Usage: npm run inventory -- <sku>',
  '       npm run inventory -- <sku> --price <euro>',
  '       npm run inventory -- <sku> --stock <colour>:<size>=<quantity> [<colour>:<size>=<quantity> ...]',
].join('\n');

/** The request an operator's arguments ask for, or a message saying what is wrong. */
export function parseInventoryArgs(
  argv: string[],
): { sku: string; update: InventoryUpdateRequest | null } | { problem: string } {
  const [sku, ...rest] = argv;
  if (!sku || sku.startsWith('--')) return { problem: USAGE };
  if (rest.length === 0) return { sku, update: null };
  const [flag, ...values] = rest;
  if (flag === '--price' && values.length === 1) {
    const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(values[0] ?? '');
    if (!match) return { problem: `Not a price in euro: ${values[0]}` };
    const priceCents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
    return { sku, update: { prices: [{ sku, priceCents }] } };
  }
  if (flag === '--stock' && values.length > 0) {
    const stock: NonNullable<InventoryUpdateRequest['stock']> = [];
    for (const value of values) {
      const match = /^([a-z0-9-]+):([A-Za-z0-9]+)=(\d+)$/.exec(value);
      if (!match) return { problem: `Not <colour>:<size>=<quantity>: ${value}` };
      stock.push({ sku, colour: match[1] ?? '', size: match[2] ?? '', quantity: Number(match[3]) });
    }
    return { sku, update: { stock } };
  }
  return { problem: USAGE };
}

export async function main(argv: string[]): Promise<number> {
  const parsed = parseInventoryArgs(argv);
  if ('problem' in parsed) {
    console.error(parsed.problem);
    return 1;
  }
  const config = loadConfig();
  const token = operatorToken(config);
  if (!token) {
    console.error(
      `No operator token: set OPERATOR_TOKEN, or start the shop (npm start), which writes one to ${config.operator.tokenFile}.`,
    );
    return 1;
  }
  const server = serverOrigin(config);
  if ('problem' in server) {
    console.error(server.problem);
    return 1;
  }
  const { origin } = server;
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  try {
    if (parsed.update) {
      const response = await fetch(`${origin}/api/operator/inventory`, {
        method: 'POST',
        headers,
        body: JSON.stringify(parsed.update),
      });
      if (!response.ok) {
        console.error(`The shop refused (${response.status}): ${await response.text()}`);
        return 1;
      }
      const result = (await response.json()) as InventoryUpdateResponse;
      for (const row of result.stock) {
        console.log(`${row.sku} ${row.colour} ${row.size}: ${row.before} → ${row.after}`);
      }
      for (const row of result.prices) {
        console.log(
          `${row.sku}: ${(row.beforeCents / 100).toFixed(2)} € → ${(row.afterCents / 100).toFixed(2)} €`,
        );
      }
      if (result.notified > 0) console.log(`Back-in-stock e-mails written: ${result.notified}`);
    }
    const response = await fetch(
      `${origin}/api/operator/inventory/${encodeURIComponent(parsed.sku)}`,
      {
        headers,
      },
    );
    if (!response.ok) {
      console.error(`The shop refused (${response.status}): ${await response.text()}`);
      return 1;
    }
    const product = (await response.json()) as InventoryProduct;
    console.log(`${product.sku} ${product.name}: ${(product.priceCents / 100).toFixed(2)} €`);
    for (const variant of product.variants) {
      console.log(`  ${variant.colour}:${variant.size}=${variant.quantity}`);
    }
    return 0;
  } catch {
    console.error(`The shop does not answer at ${origin}: is it running (npm start)?`);
    return 1;
  }
}

runCommand(module, main);
