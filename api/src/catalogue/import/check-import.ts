import type { ImportProblem } from '@shop/shared/contracts';
import type { ImportProduct } from '@shop/shared/contracts/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What the import's shape cannot say: categories that exist and take products, slugs no other
 * product has (here or in the shop), colours and sizes named once, pictures that were uploaded.
 * Answers every problem found, none when the import can be applied.
 */
export async function checkImport(
  db: Kysely<Database>,
  products: ImportProduct[],
  picturesToCome: string[] = [],
): Promise<ImportProblem[]> {
  const problems: ImportProblem[] = [];
  const problem = (index: number, field: string, message: string) =>
    problems.push({ product: index, sku: products[index]?.sku ?? null, field, message });

  const [leafCategories, slugOwners, knownPictures] = await Promise.all([
    leafCategoryCodes(db),
    slugOwnersOf(db, products),
    knownPictureHashes(db, products),
  ]);

  const skuAt = new Map<string, number>();
  const slugAt = { it: new Map<string, number>(), en: new Map<string, number>() };
  products.forEach((product, index) => {
    const earlier = skuAt.get(product.sku);
    if (earlier !== undefined) problem(index, 'sku', `The SKU is also product ${earlier + 1}'s.`);
    skuAt.set(product.sku, index);

    if (!leafCategories.has(product.category)) {
      problem(index, 'category', `No category ${product.category} takes products.`);
    }
    for (const locale of ['it', 'en'] as const) {
      const value = product.slug[locale];
      const twin = slugAt[locale].get(value);
      if (twin !== undefined) {
        problem(index, `slug.${locale}`, `Product ${twin + 1} has the same slug.`);
      }
      slugAt[locale].set(value, index);
      const owner = slugOwners.get(value);
      if (owner !== undefined && owner !== product.sku) {
        problem(index, `slug.${locale}`, `The slug is product ${owner}'s.`);
      }
    }

    const colourCodes = new Set<string>();
    product.colours.forEach((colour, at) => {
      if (colourCodes.has(colour.code)) {
        problem(index, `colours.${at}.code`, `The colour ${colour.code} is named twice.`);
      }
      colourCodes.add(colour.code);
      const sizes = new Set<string>();
      colour.sizes.forEach(({ size }, sizeAt) => {
        if (sizes.has(size)) {
          problem(index, `colours.${at}.sizes.${sizeAt}.size`, `The size ${size} is named twice.`);
        }
        sizes.add(size);
      });
      colour.pictures.forEach(({ hash }, pictureAt) => {
        if (!knownPictures.has(hash) && !picturesToCome.includes(hash)) {
          problem(
            index,
            `colours.${at}.pictures.${pictureAt}.hash`,
            `No picture ${hash} was uploaded.`,
          );
        }
      });
    });
  });
  return problems;
}

async function leafCategoryCodes(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db
    .selectFrom('categories as category')
    .select('category.code')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('categories as child')
            .select('child.id')
            .whereRef('child.parent_id', '=', 'category.id'),
        ),
      ),
    )
    .execute();
  return new Set(rows.map((row) => row.code));
}

/** The SKU of the product that has each of the import's slugs, in either language. */
async function slugOwnersOf(
  db: Kysely<Database>,
  products: ImportProduct[],
): Promise<Map<string, string>> {
  const slugs = [...new Set(products.flatMap((product) => [product.slug.it, product.slug.en]))];
  const rows = await db
    .selectFrom('products')
    .select(['sku', 'slug_it', 'slug_en'])
    .where((eb) => eb.or([eb('slug_it', 'in', slugs), eb('slug_en', 'in', slugs)]))
    .execute();
  const owners = new Map<string, string>();
  for (const row of rows) {
    owners.set(row.slug_it, row.sku);
    owners.set(row.slug_en, row.sku);
  }
  return owners;
}

async function knownPictureHashes(
  db: Kysely<Database>,
  products: ImportProduct[],
): Promise<Set<string>> {
  const hashes = [
    ...new Set(
      products.flatMap((product) =>
        product.colours.flatMap((colour) => colour.pictures.map((picture) => picture.hash)),
      ),
    ),
  ];
  const rows = await db.selectFrom('pictures').select('hash').where('hash', 'in', hashes).execute();
  return new Set(rows.map((row) => row.hash));
}
