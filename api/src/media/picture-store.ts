import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import type { Database } from '../db/schema';
import { encodeVariant } from './encode-variant';
import { findPictureSource, readUploadedOriginal, type PictureSource } from './picture-repository';
import { FORMAT_EXTENSIONS, widthsOf, type VariantFormat } from './picture-variants';
import { renderSeedPhotograph } from './seed-photographs/render-seed-photograph';

export interface PictureStore {
  /**
   * Picture `hash` at `width` in `format`, made on the first request and kept: a variant is never
   * made twice by one server. Null when there is no such picture, or it is not served at that
   * width.
   */
  variant(hash: string, width: number, format: VariantFormat): Promise<Buffer | null>;
}

/** The variants asked for most lately, kept in memory too: answered without touching the disk. */
const MEMORY_BYTES = 64 * 1024 * 1024;

/**
 * Variants (and the originals they are made from) kept in this server's state folder
 * (`<stateDir>/media`), named by the picture's hash, so they never go stale and any server can
 * make its own from the database. Making one is CPU
 * work: at most one per core at a time, and one request waits for another that makes the same.
 * The variants asked for lately are kept in memory as well (64 MB), so most answers read no file.
 */
export function createPictureStore(db: Kysely<Database>, folder: string): PictureStore {
  const making = new Map<string, Promise<unknown>>();
  const lanes = pLimit(Math.max(1, availableParallelism()));

  const variantPathOf = (hash: string, width: number, format: VariantFormat) =>
    path.join(
      folder,
      'variants',
      hash.slice(0, 2),
      `${hash}-${width}.${FORMAT_EXTENSIONS[format]}`,
    );

  /**
   * A picture's original, kept in the state folder once had: drawn from its recipe (which costs
   * more than a variant), or read from the database (once, not once per variant).
   */
  async function originalOf(picture: PictureSource): Promise<Buffer> {
    const file = path.join(folder, 'originals', picture.hash.slice(0, 2), picture.hash);
    const { recipe } = picture;
    return once(making, file, async () => {
      const kept = await readFile(file).catch(() => null);
      if (kept) return kept;
      const had = recipe
        ? await lanes(() => renderSeedPhotograph(recipe))
        : await readUploadedOriginal(db, picture.hash);
      if (!had) throw new Error(`Picture ${picture.hash} has no original and no recipe`);
      await writeAtomically(file, had);
      return had;
    });
  }

  async function make(hash: string, width: number, format: VariantFormat): Promise<string | null> {
    const file = variantPathOf(hash, width, format);
    if (await exists(file)) return file;
    const picture = await findPictureSource(db, hash);
    if (!picture || !widthsOf(picture).includes(width)) return null;
    const original = await originalOf(picture);
    await writeAtomically(file, await lanes(() => encodeVariant(original, width, format)));
    return file;
  }

  async function variantFile(hash: string, width: number, format: VariantFormat) {
    const file = variantPathOf(hash, width, format);
    if (await exists(file)) return file;
    return once(making, file, () => make(hash, width, format));
  }

  const inMemory = new LRUCache<string, Buffer>({
    maxSize: MEMORY_BYTES,
    sizeCalculation: (bytes) => Math.max(1, bytes.length),
  });

  return {
    async variant(hash, width, format) {
      const key = `${hash}/${width}/${format}`;
      const kept = inMemory.get(key);
      if (kept) return kept;
      const file = await variantFile(hash, width, format);
      if (!file) return null;
      const bytes = await readFile(file);
      inMemory.set(key, bytes);
      return bytes;
    },
  };
}

/** `work` for `key`, shared by every caller that asks while it runs. */
async function once<T>(
  running: Map<string, Promise<unknown>>,
  key: string,
  work: () => Promise<T>,
): Promise<T> {
  const pending = running.get(key) as Promise<T> | undefined;
  if (pending) return pending;
  const started = work().finally(() => running.delete(key));
  running.set(key, started);
  return started;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Written aside and renamed, so a reader never sees half a file, even after a crash. */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const aside = `${file}.${randomUUID()}.part`;
  try {
    await writeFile(aside, bytes);
    await rename(aside, file);
  } catch (error) {
    await rm(aside, { force: true });
    throw error;
  }
}
