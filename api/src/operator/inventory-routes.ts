import type { InventoryProduct, InventoryUpdateResponse, StoreId } from '@shop/shared/contracts';
import { InventoryUpdateRequest } from '@shop/shared/contracts/schemas';
import { Type } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { findVariant, notifyRestocked, type Catalogue } from '../catalogue';
import type { Database } from '../db/schema';
import { contractBody, type ShopPluginAsync } from '../http/contract-validation';
import { errorBody } from '../http/error-handling';
import { requireOperator } from '../http/operator-auth';

const sku = Type.String({ pattern: '^[A-Za-z0-9-]{1,32}$' });

class UnknownItem extends Error {}

/**
 * Stock and prices for operators (DESIGN decision 12), behind the operator token:
 * `GET /api/operator/inventory/:sku` reads a product's price and stock; `POST /api/operator/inventory`
 * sets them, all or nothing. A price change starts a new entry of the price history (so the
 * 30-day lowest price stays right); a size whose stock goes from zero to above zero e-mails, in
 * the same transaction, everyone waiting for it.
 */
export const inventoryRoutes: ShopPluginAsync<{
  db: Kysely<Database>;
  operatorToken: string | undefined;
  storeOrigins: Record<StoreId, string>;
  catalogue: Catalogue;
}> = async (app, { db, operatorToken, storeOrigins, catalogue }) => {
  app.addHook('onRequest', requireOperator(operatorToken));

  app.get(
    '/api/operator/inventory/:sku',
    { schema: { params: Type.Object({ sku }) } },
    async (request, reply) => {
      const product = await db
        .selectFrom('products')
        .select(['id', 'sku', 'name_it', 'price_cents'])
        .where('sku', '=', request.params.sku.toUpperCase())
        .executeTakeFirst();
      if (!product) return reply.code(404).send(errorBody(`No product ${request.params.sku}`));
      const variants = await db
        .selectFrom('product_stock as s')
        .innerJoin('product_colours as c', 'c.id', 's.colour_id')
        .select(['c.code as colour', 's.size', 's.quantity'])
        .where('s.product_id', '=', product.id)
        .orderBy('c.position')
        .orderBy('s.position')
        .execute();
      const answer: InventoryProduct = {
        sku: product.sku,
        name: product.name_it,
        priceCents: product.price_cents,
        variants,
      };
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  );

  app.post(
    '/api/operator/inventory',
    {
      ...contractBody(InventoryUpdateRequest),
      // Up to 1,000 stock lines and 1,000 prices (about 120 KB), read only once the token passed.
      bodyLimit: 256 * 1024,
      config: { bodyShape: { maxEntries: 1000 } },
    },
    async (request, reply) => {
      const { stock = [], prices = [] } = request.body;
      try {
        const answer = await db.transaction().execute(async (trx) => {
          const result: InventoryUpdateResponse = { stock: [], prices: [], notified: 0 };
          const restocked: { colourId: number; size: string }[] = [];
          for (const change of stock) {
            const variant = await findVariant(trx, change.sku, change.colour, change.size, {
              lock: true,
            });
            if (!variant) {
              throw new UnknownItem(`No variant ${change.sku} ${change.colour} ${change.size}`);
            }
            await trx
              .updateTable('product_stock')
              .set({ quantity: change.quantity })
              .where('colour_id', '=', variant.colourId)
              .where('size', '=', variant.size)
              .execute();
            result.stock.push({ ...change, before: variant.stock, after: change.quantity });
            if (variant.stock === 0 && change.quantity > 0) {
              restocked.push({ colourId: variant.colourId, size: variant.size });
            }
          }
          const now = new Date();
          for (const change of prices) {
            const product = await trx
              .selectFrom('products')
              .select(['id', 'price_cents'])
              .where('sku', '=', change.sku.toUpperCase())
              .forUpdate()
              .executeTakeFirst();
            if (!product) throw new UnknownItem(`No product ${change.sku}`);
            if (product.price_cents !== change.priceCents) {
              await trx
                .updateTable('products')
                .set({ price_cents: change.priceCents })
                .where('id', '=', product.id)
                .execute();
              await trx
                .insertInto('price_history')
                .values({ product_id: product.id, price_cents: change.priceCents, valid_from: now })
                .execute();
            }
            result.prices.push({
              sku: change.sku.toUpperCase(),
              beforeCents: product.price_cents,
              afterCents: change.priceCents,
            });
          }
          result.notified = await notifyRestocked(trx, restocked, storeOrigins);
          return result;
        });
        catalogue.invalidate();
        request.log.info(
          { stock: answer.stock.length, prices: answer.prices.length, notified: answer.notified },
          'inventory updated',
        );
        return reply.header('Cache-Control', 'no-store').send(answer);
      } catch (error) {
        if (error instanceof UnknownItem) return reply.code(404).send(errorBody(error.message));
        throw error;
      }
    },
  );
};
