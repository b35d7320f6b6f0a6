// `npm run catalogue:import -- <folder> [--dry-run]`: loads a merchant's products.csv or
// products.json and its pictures into the running shop through the operator API, all or nothing.
// The format: docs/catalogue-import.md.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  CatalogueImportRefusal,
  CatalogueImportReport,
  PictureRefusal,
  UploadedPicture,
} from '@shop/shared/contracts';
import pLimit from 'p-limit';
import { operatorToken, serverOrigin } from '../../cli/operator-client';
import { runCommand } from '../../cli/run-command';
import { loadConfig } from '../../config';
import { examinePicture, PictureRejectedError } from '../../media';
import { readImportFolder, type FolderProduct } from './read-import-folder';

const USAGE = 'Usage: npm run catalogue:import -- <folder> [--dry-run]';

/** The widths and format the first screens ask for first: tiles on phones and desktops, galleries. */
const FIRST_SCREEN_WIDTHS = [320, 480, 960];

export interface ImportRun {
  log: (line: string) => void;
  origin: string;
  token: string;
}

/** Every step of an import from a folder; answers the exit code. */
export async function importFolder(
  folder: string,
  dryRun: boolean,
  { log, origin, token }: ImportRun,
): Promise<number> {
  const started = Date.now();
  const read = readImportFolder(folder);
  const problems = [...read.problems];

  const files = pictureFiles(read.products);
  const hashes = new Map<string, string>();
  const lanes = pLimit(2);
  await Promise.all(
    [...files.entries()].map(([file, places]) =>
      lanes(async () => {
        const where = places.map(([product, field]) => read.locate(product, field)).join(', ');
        const full = path.resolve(folder, file);
        if (!full.startsWith(path.resolve(folder) + path.sep)) {
          problems.push(`${where}: the picture ${file} is outside the folder.`);
          return;
        }
        const bytes = await readFile(full).catch(() => null);
        if (!bytes) {
          problems.push(`${where}: no picture ${file} in the folder.`);
          return;
        }
        try {
          hashes.set(file, (await examinePicture(bytes)).hash);
        } catch (error) {
          if (!(error instanceof PictureRejectedError)) throw error;
          problems.push(`${where}: ${file}: ${error.message}`);
        }
      }),
    ),
  );

  const request = { products: read.products.map((product) => withHashes(product, hashes)) };
  const api = operatorApi(origin, token);
  // Checked whole by the shop before anything is uploaded: it counts the pictures this run will
  // upload once the rest is right.
  const check = await api.importProducts(
    { ...request, picturesToCome: [...hashes.values()] },
    true,
  );
  if ('problems' in check) {
    for (const problem of check.problems) {
      problems.push(
        `${problem.product >= 0 ? read.locate(problem.product, problem.field) : read.file}: ${problem.message}`,
      );
    }
  }
  if (problems.length > 0) {
    for (const problem of problems.sort()) log(problem);
    log(`${problems.length} problem${problems.length === 1 ? '' : 's'}: nothing was imported.`);
    return 1;
  }
  if ('problems' in check) return 1;
  if (dryRun) {
    const report = check;
    log(
      `Dry run: ${read.products.length} products would be imported ` +
        `(${report.created.length} new, ${report.updated.length} updated), ` +
        `with ${hashes.size} pictures. Nothing was changed.`,
    );
    return 0;
  }

  await Promise.all(
    [...hashes.keys()].map((file) =>
      lanes(async () => api.uploadPicture(await readFile(path.resolve(folder, file)), file)),
    ),
  );
  const report = await api.importProducts(request, false);
  if ('problems' in report) {
    for (const problem of report.problems) {
      log(`${read.locate(problem.product, problem.field)}: ${problem.message}`);
    }
    return 1;
  }
  log(
    `Imported ${read.products.length} products (${report.created.length} new, ` +
      `${report.updated.length} updated) with ${hashes.size} pictures` +
      (report.notified > 0 ? `; ${report.notified} back-in-stock e-mails written` : '') +
      '.',
  );

  const firsts = [
    ...new Set(
      request.products.flatMap((product) => product.colours.map((c) => c.pictures[0]?.hash ?? '')),
    ),
  ].filter(Boolean);
  const made = await Promise.all(
    firsts.flatMap((hash) =>
      FIRST_SCREEN_WIDTHS.map((width) => lanes(() => api.makeVariant(hash, width))),
    ),
  );
  log(
    `Made the first screens' ${made.filter(Boolean).length} picture variants; ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s in all.`,
  );
  return 0;
}

/** Each picture file the products name, with the products and fields that name it. */
function pictureFiles(products: FolderProduct[]): Map<string, [number, string][]> {
  const files = new Map<string, [number, string][]>();
  products.forEach((product, index) =>
    (Array.isArray(product.colours) ? product.colours : []).forEach((colour, colourAt) =>
      (Array.isArray(colour?.pictures) ? colour.pictures : []).forEach((picture, at) => {
        if (typeof picture?.file !== 'string') return;
        const places = files.get(picture.file) ?? [];
        places.push([index, `colours.${colourAt}.pictures.${at}`]);
        files.set(picture.file, places);
      }),
    ),
  );
  return files;
}

function withHashes(product: FolderProduct, hashes: Map<string, string>) {
  return {
    ...product,
    colours: (Array.isArray(product.colours) ? product.colours : []).map((colour) => ({
      ...colour,
      pictures: (Array.isArray(colour?.pictures) ? colour.pictures : []).map((picture) => ({
        hash: hashes.get(picture.file) ?? '0'.repeat(32),
        view: picture.view,
      })),
    })),
  };
}

function operatorApi(origin: string, token: string) {
  const authorization = `Bearer ${token}`;
  return {
    async importProducts(
      body: object,
      dryRun: boolean,
    ): Promise<CatalogueImportReport | CatalogueImportRefusal> {
      const response = await fetch(
        `${origin}/api/operator/catalogue/import${dryRun ? '?dryRun=true' : ''}`,
        {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
      );
      if (response.status !== 200 && response.status !== 422) {
        throw new Error(
          `The shop refused the import (${response.status}): ${await response.text()}`,
        );
      }
      return (await response.json()) as CatalogueImportReport | CatalogueImportRefusal;
    },
    async uploadPicture(bytes: Buffer, file: string): Promise<UploadedPicture> {
      const response = await fetch(`${origin}/api/operator/pictures`, {
        method: 'PUT',
        headers: { authorization, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(bytes),
      });
      if (!response.ok) {
        const refusal = (await response.json().catch(() => null)) as PictureRefusal | null;
        throw new Error(`The shop refused ${file}: ${refusal?.message ?? response.status}`);
      }
      return (await response.json()) as UploadedPicture;
    },
    /** Asks for a variant as a browser would, so the shop makes it now; false when too wide. */
    async makeVariant(hash: string, width: number): Promise<boolean> {
      const response = await fetch(`${origin}/media/pictures/${hash}/${width}`, {
        headers: { accept: 'image/avif,image/webp,*/*' },
      });
      await response.arrayBuffer();
      return response.ok;
    },
  };
}

export async function main(argv: string[]): Promise<number> {
  const folder = argv.find((arg) => !arg.startsWith('--'));
  const unknown = argv.filter((arg) => arg.startsWith('--') && arg !== '--dry-run');
  if (!folder || unknown.length > 0) {
    console.error(USAGE);
    return 1;
  }
  const config = loadConfig();
  const token = operatorToken(config);
  if (!token) {
    console.error('No operator token: set OPERATOR_TOKEN, or start the shop (npm start).');
    return 1;
  }
  const server = serverOrigin(config);
  if ('problem' in server) {
    console.error(server.problem);
    return 1;
  }
  return importFolder(path.resolve(folder), argv.includes('--dry-run'), {
    log: (line) => console.log(line),
    origin: server.origin,
    token,
  });
}

runCommand(module, main);
