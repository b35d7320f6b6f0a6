import type { StoreId } from '@shop/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox-repository';
import { backInStockEmail } from './back-in-stock-email';

/**
 * Inside the transaction that restocks them: every request waiting for one of `variants` gets
 * its one e-mail in the outbox and is marked done, so a later restock writes nothing again.
 * Returns how many e-mails were written.
 */
export async function notifyRestocked(
  trx: Transaction<Database>,
  variants: { colourId: number; size: string }[],
  storeOrigins: Record<StoreId, string>,
): Promise<number> {
  let written = 0;
  for (const { colourId, size } of variants) {
    const waiting = await trx
      .updateTable('back_in_stock_requests as r')
      .set({ notified_at: new Date() })
      .where('r.colour_id', '=', colourId)
      .where('r.size', '=', size)
      .where('r.notified_at', 'is', null)
      .returning(['r.email', 'r.language'])
      .execute();
    if (waiting.length === 0) continue;
    const product = await trx
      .selectFrom('product_colours as c')
      .innerJoin('products as p', 'p.id', 'c.product_id')
      .select([
        'p.name_it',
        'p.name_en',
        'p.slug_it',
        'p.slug_en',
        'c.name_it as colour_it',
        'c.name_en as colour_en',
        'c.code',
      ])
      .where('c.id', '=', colourId)
      .executeTakeFirstOrThrow();
    for (const request of waiting) {
      const language = request.language === 'en' ? 'en' : 'it';
      const path =
        language === 'it' ? `/products/${product.slug_it}` : `/en/products/${product.slug_en}`;
      const origin = language === 'it' ? storeOrigins.it : storeOrigins.intl;
      await enqueueEmail(
        trx,
        backInStockEmail({
          to: request.email,
          language,
          productName: language === 'it' ? product.name_it : product.name_en,
          colourName: language === 'it' ? product.colour_it : product.colour_en,
          size,
          productUrl: `${new URL(path, origin).toString()}?colour=${encodeURIComponent(product.code)}`,
        }),
      );
      written += 1;
    }
  }
  return written;
}
