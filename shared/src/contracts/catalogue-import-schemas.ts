import * as v from 'valibot';
import { colourField, productIdField, sizeField } from './variant-fields';

/** Products in one import: a season's collection in one go, about 2 MB of JSON. */
export const CATALOGUE_IMPORT_MAX_PRODUCTS = 2000;
/** Pictures named in one import's `picturesToCome`: ten per product, about 700 KB of JSON. */
export const CATALOGUE_IMPORT_MAX_PICTURES = CATALOGUE_IMPORT_MAX_PRODUCTS * 10;
const MAX_COLOURS = 12;
const MAX_SIZES = 16;
const MAX_PICTURES = 12;
const MAX_STOCK = 1_000_000;
const MAX_PRICE_CENTS = 100_000_000;

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const inBothLanguages = (max: number) => v.strictObject({ it: text(max), en: text(max) });
const slug = () =>
  v.pipe(
    v.string(),
    v.maxLength(120),
    v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens'),
  );

/** A picture of a colour: an uploaded original (`PUT /api/operator/pictures`) and what it shows. */
const ImportPicture = v.strictObject({
  hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, '32 hex digits')),
  view: v.picklist(['front', 'back', 'detail', 'worn']),
});

const ImportSize = v.strictObject({
  size: sizeField(),
  stock: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_STOCK)),
});

const ImportColour = v.strictObject({
  code: colourField(),
  name: inBothLanguages(60),
  hex: v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/, 'a colour as #rrggbb')),
  sizes: v.pipe(v.array(ImportSize), v.minLength(1), v.maxLength(MAX_SIZES)),
  /** In the order the gallery shows them; the first is the tile's. */
  pictures: v.pipe(v.array(ImportPicture), v.minLength(1), v.maxLength(MAX_PICTURES)),
});

/** One product as a merchant describes it; its SKU says which product it is. */
export const ImportProduct = v.strictObject({
  sku: v.pipe(productIdField(), v.toUpperCase()),
  /** A leaf category's code, e.g. "men-shirts". */
  category: v.pipe(v.string(), v.regex(/^[a-z]+-[a-z]+$/, 'a category code such as men-shirts')),
  name: inBothLanguages(120),
  description: inBothLanguages(4000),
  slug: v.strictObject({ it: slug(), en: slug() }),
  priceCents: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PRICE_CENTS)),
  /** How to wash and keep the garment, shown on its page. */
  care: inBothLanguages(1000),
  /** The care-guide page of its fabric ("linen"); optional. */
  fabric: v.optional(v.pipe(v.string(), v.regex(/^[a-z]+(?:-[a-z]+)*$/), v.maxLength(40))),
  colours: v.pipe(v.array(ImportColour), v.minLength(1), v.maxLength(MAX_COLOURS)),
});
export type ImportProduct = v.InferOutput<typeof ImportProduct>;

/**
 * `POST /api/operator/catalogue/import[?dryRun=true]` (operator token required): products to
 * create, or to update by SKU. Everything is checked first and every problem answered (422, with
 * the product's index and the field); only then is all of it applied in one transaction, or, in a
 * dry run, nothing. Colours and sizes an import does not name are left as they are; a named
 * colour's pictures are replaced by the import's. A price change starts a new entry of the price
 * history.
 */
export const CatalogueImportRequest = v.strictObject({
  products: v.pipe(
    v.array(ImportProduct),
    v.minLength(1),
    v.maxLength(CATALOGUE_IMPORT_MAX_PRODUCTS),
  ),
  /**
   * In a dry run only: pictures the client will upload before the import itself, so that a check
   * made before any upload is whole. A real import refuses a picture that is not there.
   */
  picturesToCome: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, '32 hex digits'))),
      v.maxLength(CATALOGUE_IMPORT_MAX_PICTURES),
    ),
  ),
});
export type CatalogueImportRequest = v.InferInput<typeof CatalogueImportRequest>;
