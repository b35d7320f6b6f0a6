import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importFolder } from '@shop/api/catalogue-import';
import { renderSeedPhotograph, type SeedPhotographRecipe } from '@shop/api/seed-photographs';
import { measured, round, type Figures } from '../figures';
import { startShopServer } from '../shop/shop-server';

/** As the issue counts it: a thousand products with four pictures each. */
export const IMPORT_PRODUCTS = 1000;
const VIEWS = ['front', 'back', 'detail', 'worn'] as const;
const KINDS = ['shirts', 'knitwear', 'trousers', 'jackets'] as const;
const HEXES = ['#1f2a44', '#c19a6b', '#6d1f2f', '#ede3cf'];

/**
 * `npm run catalogue:import` of a merchant's folder into a fresh shop, timed from the command's
 * start to its end: checking every picture, the shop's dry run, the uploads, the import's
 * transaction and the first screens' variants. The pictures are photograph-weight JPEGs, each a
 * different file (a pool of sixteen drawn once, each copy marked with a comment of its own, so
 * every one is examined, stored and made into variants as a distinct picture).
 */
export async function runImportBench(workDir: string, count = IMPORT_PRODUCTS): Promise<Figures> {
  const folder = path.join(workDir, 'import');
  const pictureBytes = await writeImportFolder(folder, count);
  const shop = await startShopServer(
    { DATA_DIR: path.join(workDir, 'import-pglite') },
    path.join(workDir, 'shop-import.log'),
  );
  try {
    const lines: string[] = [];
    const started = performance.now();
    const code = await importFolder(folder, false, {
      log: (line) => lines.push(line),
      origin: shop.apiOrigin,
      token: shop.operatorToken,
    });
    const seconds = (performance.now() - started) / 1000;
    for (const line of lines.slice(0, 5)) console.log(`  ${line}`);
    if (code !== 0) throw new Error(`The import failed: ${lines.slice(-3).join(' ')}`);
    return {
      'import.seconds': measured(
        round(seconds, 1),
        's',
        `${count} products, ${count * VIEWS.length} pictures (${Math.round(pictureBytes / 1024 / 1024)} MB) on PGlite, with the first screens' variants`,
      ),
    };
  } finally {
    await shop.stop();
  }
}

async function writeImportFolder(folder: string, count: number): Promise<number> {
  mkdirSync(folder, { recursive: true });
  const pool: Buffer[] = [];
  for (let at = 0; at < 16; at += 1) {
    const recipe: SeedPhotographRecipe = {
      kind: KINDS[at % KINDS.length] ?? 'shirts',
      hex: HEXES[Math.floor(at / 4) % HEXES.length] ?? '#1f2a44',
      view: VIEWS[at % VIEWS.length] ?? 'front',
      seed: 1000 + at,
    };
    pool.push(await renderSeedPhotograph(recipe));
  }
  const rows = [
    'sku,category,name_it,name_en,description_it,description_en,slug_it,slug_en,price,care_it,care_en,fabric,colour,colour_name_it,colour_name_en,colour_hex,size,stock,pictures',
  ];
  let bytes = 0;
  for (let index = 0; index < count; index += 1) {
    const sku = `IM${String(index + 1).padStart(5, '0')}`;
    const files = VIEWS.map((view, at) => {
      const file = `${sku.toLowerCase()}-${view}.jpg`;
      const copy = withComment(
        pool[(index + at) % pool.length] ?? Buffer.alloc(0),
        `${sku} ${view}`,
      );
      bytes += copy.length;
      writeFileSync(path.join(folder, file), copy);
      return `${view}:${file}`;
    });
    const slug = sku.toLowerCase();
    for (const [sizeAt, size] of ['S', 'M', 'L'].entries()) {
      const first = sizeAt === 0;
      rows.push(
        [
          sku,
          first ? 'men-shirts' : '',
          first ? `Camicia importata ${sku}` : '',
          first ? `Imported shirt ${sku}` : '',
          first ? 'Cotone.' : '',
          first ? 'Cotton.' : '',
          first ? `camicia-importata-${slug}` : '',
          first ? `imported-shirt-${slug}` : '',
          first ? '79.00' : '',
          first ? 'Lavare a 30 °C.' : '',
          first ? 'Wash at 30 °C.' : '',
          '',
          'navy',
          'Blu navy',
          'Navy',
          '#1f2a44',
          size,
          String(3 + sizeAt),
          first ? files.join('|') : '',
        ].join(','),
      );
    }
  }
  writeFileSync(path.join(folder, 'products.csv'), rows.join('\n'));
  return bytes;
}

/** The same picture as another file: a JPEG comment (COM segment) right after its start. */
function withComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'utf8');
  const segment = Buffer.alloc(4 + text.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  text.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}
