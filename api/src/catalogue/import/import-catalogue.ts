import type {
  CatalogueImportRefusal,
  CatalogueImportReport,
  ImportProblem,
  StoreId,
} from '@shop/shared/contracts';
import { CatalogueImportRequest } from '@shop/shared/contracts/schemas';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema';
import { applyImport, type AppliedImport } from './apply-import';
import { checkImport } from './check-import';

export type ImportOutcome = { report: CatalogueImportReport } | { refusal: CatalogueImportRefusal };

/** Carries a dry run's result out of the transaction it rolls back. */
class DryRunDone extends Error {
  constructor(readonly applied: AppliedImport) {
    super('dry run');
  }
}

/**
 * A merchant's products, checked whole before anything is written, then applied in one
 * transaction. A dry run applies them too, so its report is exactly what the import would do,
 * and rolls back. A refusal lists every problem with its product and field.
 */
export async function importCatalogue(
  db: Kysely<Database>,
  body: unknown,
  options: { dryRun: boolean; storeOrigins: Record<StoreId, string> },
): Promise<ImportOutcome> {
  const parsed = v.safeParse(CatalogueImportRequest, body);
  if (!parsed.success) return { refusal: refusalOf(shapeProblems(parsed.issues, body)) };
  const { products, picturesToCome = [] } = parsed.output;
  const problems = await checkImport(db, products, options.dryRun ? picturesToCome : []);
  if (problems.length > 0) return { refusal: refusalOf(problems) };

  let applied: AppliedImport;
  try {
    applied = await db.transaction().execute(async (trx) => {
      // The pictures a dry run was told will come stand in for themselves, in this rolled-back
      // transaction only, so that the products can be written as they will be.
      if (options.dryRun && picturesToCome.length > 0) {
        await trx
          .insertInto('pictures')
          .values(
            picturesToCome.map((hash) => ({
              hash,
              width: 1,
              height: 1,
              placeholder: '#000000',
              original: Buffer.alloc(0),
              recipe: null,
            })),
          )
          .onConflict((conflict) => conflict.column('hash').doNothing())
          .execute();
      }
      const result = await applyImport(trx, products, options.storeOrigins);
      if (options.dryRun) throw new DryRunDone(result);
      return result;
    });
  } catch (error) {
    if (!(error instanceof DryRunDone)) throw error;
    applied = { ...error.applied, notified: 0 };
  }
  return { report: { dryRun: options.dryRun, ...applied } };
}

function refusalOf(problems: ImportProblem[]): CatalogueImportRefusal {
  const count = problems.length;
  return {
    message: `The import has ${count} problem${count === 1 ? '' : 's'}: nothing was changed.`,
    problems,
  };
}

/** Valibot's issues as problems of a product and a field ("colours.0.sizes.1.stock"). */
function shapeProblems(
  issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
  body: unknown,
): ImportProblem[] {
  const products = (body as { products?: unknown })?.products;
  return issues.map((issue) => {
    const keys = (issue.path ?? []).map((item) => String(item.key));
    const [top, index, ...field] = keys;
    const product = top === 'products' && index !== undefined ? Number(index) : -1;
    const sku = Array.isArray(products)
      ? (products[product] as { sku?: unknown } | undefined)?.sku
      : undefined;
    return {
      product,
      sku: typeof sku === 'string' ? sku.toUpperCase() : null,
      field: product === -1 ? keys.join('.') : field.join('.'),
      message: issue.message,
    };
  });
}
