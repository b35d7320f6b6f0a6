import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isLocale, type Locale } from '@shop/shared/contracts';
import { findRepoRoot } from '../repo-root';

/**
 * The shop's first content, as files editors can read and review: Markdown with a front matter of
 * `key: value` lines, one file per item and language (`faq.it.md`, `faq.en.md`). The folder is
 * read from the repository (it is not bundled), so the server seeds from the same files in
 * development, in tests and from its build.
 */
export const CONTENT_DIR = path.join(findRepoRoot(), 'api', 'src', 'seed', 'content');

/** One content file: its front matter fields and its body as Markdown blocks. */
export interface ContentFile {
  /** The item's id: the file name before the language. */
  id: string;
  locale: Locale;
  fields: Record<string, string>;
  /** Blocks separated by blank lines, trimmed, in reading order. */
  blocks: string[];
  file: string;
}

const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]{2})\.md$/;

/** Parses one file's text; throws with the file's name on anything malformed. */
export function parseContentFile(text: string, file: string): Omit<ContentFile, 'id' | 'locale'> {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  if (lines[0] !== '---') throw new Error(`${file}: no front matter`);
  const end = lines.indexOf('---', 1);
  if (end < 0) throw new Error(`${file}: front matter is not closed`);
  const fields: Record<string, string> = {};
  for (const line of lines.slice(1, end)) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`${file}: "${line}" is not "key: value"`);
    fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  const blocks = lines
    .slice(end + 1)
    .join('\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  if (blocks.length === 0) throw new Error(`${file}: no text`);
  return { fields, blocks, file };
}

/** Every content file of a folder below `CONTENT_DIR`, in name order. */
export function readContentFiles(folder: string): ContentFile[] {
  const dir = path.join(CONTENT_DIR, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const match = FILE_NAME.exec(name);
      const [, id, locale] = match ?? [];
      if (!id || !isLocale(locale)) throw new Error(`${folder}/${name}: not named <id>.<it|en>.md`);
      const file = `${folder}/${name}`;
      return { id, locale, ...parseContentFile(readFileSync(path.join(dir, name), 'utf8'), file) };
    });
}

/** A required front-matter field. */
export function field(file: ContentFile, key: string): string {
  const value = file.fields[key];
  if (value === undefined || value === '') throw new Error(`${file.file}: "${key}" is missing`);
  return value;
}

/** A comma-separated front-matter list; empty when absent. */
export function listField(file: ContentFile, key: string): string[] {
  return (file.fields[key] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Files grouped by item id, each with its languages. */
export function byId(files: ContentFile[]): Map<string, Partial<Record<Locale, ContentFile>>> {
  const items = new Map<string, Partial<Record<Locale, ContentFile>>>();
  for (const file of files) {
    const item = items.get(file.id) ?? {};
    item[file.locale] = file;
    items.set(file.id, item);
  }
  return items;
}
