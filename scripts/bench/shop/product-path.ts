import { PGlite } from '@electric-sql/pglite';

/**
 * The path of a real product of the shop's own catalogue (not a generated benchmark one), read
 * from the PGlite folder while no server holds it. The API has no product endpoint yet.
 */
export async function findProductPath(dataDir: string): Promise<string> {
  const db = new PGlite(dataDir);
  try {
    const { rows } = await db.query<{ slug_it: string }>(
      `select slug_it from products where sku not like 'BN%' order by id limit 1`,
    );
    const slug = rows[0]?.slug_it;
    if (!slug) throw new Error('The seeded catalogue has no product');
    return `/products/${encodeURIComponent(slug)}`;
  } finally {
    await db.close();
  }
}
