import { sql, type Kysely } from 'kysely';

/**
 * Fabric names as the seed wrote them at the end of product names ("Camicia classica in lino"),
 * frozen here: the backfill of rows written before products had a fabric.
 */
const FABRIC_NAME_ENDINGS: [fabric: string, italianName: string][] = [
  ['linen', 'lino'],
  ['oxford', 'cotone Oxford'],
  ['poplin', 'popeline'],
  ['chambray', 'chambray'],
  ['flannel', 'flanella'],
  ['silk', 'seta'],
  ['viscose', 'viscosa'],
  ['crepe', 'crêpe'],
  ['merino', 'lana merino'],
  ['cashmere', 'cashmere'],
  ['woolCashmere', 'lana e cashmere'],
  ['cottonKnit', 'cotone'],
  ['alpaca', 'alpaca'],
  ['gabardine', 'gabardine di cotone'],
  ['tropicalWool', 'lana fresca'],
  ['corduroy', 'velluto a coste'],
  ['woolFlannel', 'flanella di lana'],
  ['virginWool', 'lana vergine'],
  ['tweed', 'tweed'],
  ['waxedCotton', 'cotone cerato'],
  ['loden', 'loden'],
  ['boucle', 'bouclé'],
  ['jersey', 'jersey di cotone'],
  ['woolKnit', 'maglia di lana'],
  ['leather', 'pelle'],
  ['suede', 'camoscio'],
  ['canvas', 'tela di cotone'],
];

/**
 * Listings: a product's fabric (the stable id of its care-guide page) and the indexes behind a
 * category listing's filters and sorts. A listing reads the products of a few categories in
 * newest or price order; its size and colour filters look for in-stock sizes of a product.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('fabric', 'text').execute();
  // Longest name first: "lana e cashmere" before "cashmere", "jersey di cotone" before "cotone".
  const byLength = [...FABRIC_NAME_ENDINGS].sort(([, a], [, b]) => b.length - a.length);
  for (const [fabric, name] of byLength) {
    await sql`update products set fabric = ${fabric}
      where fabric is null and lower(name_it) like ${`% ${name.toLowerCase()}`}`.execute(db);
  }

  await db.schema
    .createIndex('products_category_newest_idx')
    .on('products')
    .columns(['category_id', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('products_category_price_idx')
    .on('products')
    .columns(['category_id', 'price_cents', 'id'])
    .execute();
  // Only sizes that can be bought: what the filters and facet counts look for.
  await db.schema
    .createIndex('product_stock_in_stock_idx')
    .on('product_stock')
    .columns(['product_id', 'size', 'colour_id'])
    .where(sql.ref('quantity'), '>', 0)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'product_stock_in_stock_idx',
    'products_category_price_idx',
    'products_category_newest_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('products').dropColumn('fabric').execute();
}
