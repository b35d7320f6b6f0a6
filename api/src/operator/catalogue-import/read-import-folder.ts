import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

/** The views a picture may show, in the order pictures without one are taken to show. */
const VIEWS = ['front', 'back', 'detail', 'worn'] as const;
type View = (typeof VIEWS)[number];

/** A picture as a folder names it: a file beside the product list, and what it shows. */
export interface FolderPicture {
  file: string;
  view: View;
}

/** A product as read from the folder: the import's shape, with picture files for hashes. */
export interface FolderProduct {
  sku: string;
  category: string;
  name: { it: string; en: string };
  description: { it: string; en: string };
  slug: { it: string; en: string };
  priceCents: number;
  care: { it: string; en: string };
  fabric?: string;
  colours: {
    code: string;
    name: { it: string; en: string };
    hex: string;
    sizes: { size: string; stock: number }[];
    pictures: FolderPicture[];
  }[];
}

/** Where a product, or one of its fields, came from: "products.csv line 12". */
export type Locate = (product: number, field?: string) => string;

export interface ImportFolder {
  file: string;
  products: FolderProduct[];
  locate: Locate;
  /** What is wrong with the file itself, each with its place. */
  problems: string[];
}

export const CSV_COLUMNS = [
  'sku',
  'category',
  'name_it',
  'name_en',
  'description_it',
  'description_en',
  'slug_it',
  'slug_en',
  'price',
  'care_it',
  'care_en',
  'fabric',
  'colour',
  'colour_name_it',
  'colour_name_en',
  'colour_hex',
  'size',
  'stock',
  'pictures',
] as const;
type CsvRow = Record<(typeof CSV_COLUMNS)[number], string>;

/**
 * Reads `products.json` or `products.csv` from a merchant's folder (docs/catalogue-import.md).
 * The shape of each product is checked later, by the import's own schema; here only what the file
 * format itself can get wrong.
 */
export function readImportFolder(folder: string): ImportFolder {
  const json = path.join(folder, 'products.json');
  const csv = path.join(folder, 'products.csv');
  if (existsSync(json)) return readJson(json);
  if (existsSync(csv)) return readCsv(csv);
  return {
    file: folder,
    products: [],
    locate: () => folder,
    problems: [`${folder} holds neither products.json nor products.csv.`],
  };
}

function readJson(file: string): ImportFolder {
  const name = path.basename(file);
  const locate: Locate = (product, field) =>
    `${name} product ${product + 1}${field ? ` (${field})` : ''}`;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { products?: unknown };
    if (!Array.isArray(parsed.products)) {
      return { file, products: [], locate, problems: [`${name}: no "products" list.`] };
    }
    const products = parsed.products.map((product) => withViews(product as FolderProduct));
    return { file, products, locate, problems: [] };
  } catch (error) {
    return { file, products: [], locate, problems: [`${name}: ${(error as Error).message}`] };
  }
}

/** Pictures named without a view show front, back, detail and worn, in that order. */
function withViews(product: FolderProduct): FolderProduct {
  if (!Array.isArray(product?.colours)) return product;
  return {
    ...product,
    colours: product.colours.map((colour) => ({
      ...colour,
      pictures: Array.isArray(colour?.pictures)
        ? colour.pictures.map((picture, at) => ({
            ...picture,
            view: picture.view ?? VIEWS[at % VIEWS.length] ?? 'front',
          }))
        : colour?.pictures,
    })),
  };
}

/**
 * One row per size: a product's and a colour's fields are given on their first row and may be
 * repeated (or left empty) on the next; a repeat that differs is a problem of its line.
 */
function readCsv(file: string): ImportFolder {
  const name = path.basename(file);
  const problems: string[] = [];
  let rows: { line: number; row: CsvRow }[];
  try {
    const records = parse(readFileSync(file, 'utf8'), {
      columns: true,
      bom: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as { record: CsvRow; info: { lines: number } }[];
    rows = records.map(({ record, info }) => ({ line: info.lines, row: record }));
  } catch (error) {
    return {
      file,
      products: [],
      locate: () => name,
      problems: [`${name}: ${(error as Error).message}`],
    };
  }
  const missing = CSV_COLUMNS.filter((column) => rows[0] && !(column in rows[0].row));
  if (missing.length > 0) {
    return {
      file,
      products: [],
      locate: () => name,
      problems: [`${name}: the columns ${missing.join(', ')} are missing.`],
    };
  }

  const products: FolderProduct[] = [];
  const lines: { product: number; colours: { line: number; sizes: number[] }[] }[] = [];
  const bySku = new Map<string, number>();
  for (const { line, row } of rows) {
    const at = `${name} line ${line}`;
    let index = bySku.get(row.sku.toUpperCase());
    if (index === undefined) {
      index = products.length;
      bySku.set(row.sku.toUpperCase(), index);
      products.push(productOf(row, (problem) => problems.push(`${at}: ${problem}`)));
      lines.push({ product: line, colours: [] });
    } else {
      const first = products[index];
      if (first) {
        for (const problem of repeatProblems(first, row)) problems.push(`${at}: ${problem}`);
      }
    }
    const product = products[index];
    const origin = lines[index];
    if (!product || !origin) continue;
    let colourAt = product.colours.findIndex((colour) => colour.code === row.colour);
    if (colourAt === -1) {
      colourAt = product.colours.length;
      product.colours.push({
        code: row.colour,
        name: { it: row.colour_name_it, en: row.colour_name_en },
        hex: row.colour_hex.toLowerCase(),
        sizes: [],
        pictures: picturesOf(row.pictures),
      });
      origin.colours.push({ line, sizes: [] });
    } else if (
      row.pictures &&
      serialize(picturesOf(row.pictures)) !== serialize(product.colours[colourAt]?.pictures)
    ) {
      problems.push(`${at}: the colour ${row.colour} lists other pictures than on its first line.`);
    }
    const stock = Number(row.stock);
    if (!/^\d+$/.test(row.stock))
      problems.push(`${at}: stock "${row.stock}" is not a whole number.`);
    product.colours[colourAt]?.sizes.push({ size: row.size, stock });
    origin.colours[colourAt]?.sizes.push(line);
  }

  const locate: Locate = (product, field = '') => {
    const origin = lines[product];
    if (!origin) return name;
    const [, colour, , size] = /^colours\.(\d+)(\.sizes\.(\d+))?/.exec(field) ?? [];
    const colourOrigin = colour === undefined ? undefined : origin.colours[Number(colour)];
    const line =
      (size === undefined ? undefined : colourOrigin?.sizes[Number(size)]) ??
      colourOrigin?.line ??
      origin.product;
    return `${name} line ${line}${field ? ` (${field})` : ''}`;
  };
  return { file, products, locate, problems };
}

function productOf(row: CsvRow, problem: (text: string) => void): FolderProduct {
  const price = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(row.price);
  if (!price) problem(`price "${row.price}" is not an amount in euro such as 89.00.`);
  return {
    sku: row.sku,
    category: row.category,
    name: { it: row.name_it, en: row.name_en },
    description: { it: row.description_it, en: row.description_en },
    slug: { it: row.slug_it, en: row.slug_en },
    priceCents: price ? Number(price[1]) * 100 + Number((price[2] ?? '0').padEnd(2, '0')) : NaN,
    care: { it: row.care_it, en: row.care_en },
    ...(row.fabric && { fabric: row.fabric }),
    colours: [],
  };
}

/** "front:navy-1.jpg|back:navy-2.jpg", or the files alone in the order of VIEWS. */
function picturesOf(cell: string): FolderPicture[] {
  return cell
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part, at) => {
      const [maybeView, ...rest] = part.split(':');
      const named = VIEWS.find((view) => view === maybeView);
      return named && rest.length > 0
        ? { view: named, file: rest.join(':') }
        : { view: VIEWS[at % VIEWS.length] ?? 'front', file: part };
    });
}

function serialize(pictures: FolderPicture[] | undefined): string {
  return (pictures ?? []).map((picture) => `${picture.view}:${picture.file}`).join('|');
}

/** Product fields repeated on a later row must say the same thing, or be left empty. */
function repeatProblems(first: FolderProduct, row: CsvRow): string[] {
  const pairs: [string, string, string][] = [
    ['category', row.category, first.category],
    ['name_it', row.name_it, first.name.it],
    ['name_en', row.name_en, first.name.en],
    ['slug_it', row.slug_it, first.slug.it],
    ['slug_en', row.slug_en, first.slug.en],
  ];
  return pairs
    .filter(([, repeated, given]) => repeated !== '' && repeated !== given)
    .map(([column]) => `${column} differs from the product's first line.`);
}
