/** How far a JSON body may nest and how many entries one array or object may hold. */
export interface BodyShapeLimits {
  maxDepth: number;
  maxEntries: number;
}

export type BodyShapeProblem = 'tooDeep' | 'tooManyEntries';

const OPEN_ARRAY = 0x5b; // [
const CLOSE_ARRAY = 0x5d; // ]
const OPEN_OBJECT = 0x7b; // {
const CLOSE_OBJECT = 0x7d; // }
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const BLANKS = new Set([0x20, 0x09, 0x0a, 0x0d]);

/**
 * What makes a JSON text too deep or too wide, read in one pass before `JSON.parse` spends
 * anything on it: the nesting of arrays and objects, and the entries of each (commas at that
 * level, plus one unless it is empty). Strings are skipped, escapes included. Malformed text that
 * stays within the limits is left for the parser to refuse.
 */
export function bodyShapeProblem(text: string, limits: BodyShapeLimits): BodyShapeProblem | null {
  // entries[d]: the entries counted so far in the open container at depth d (1-based).
  const entries = new Uint32Array(limits.maxDepth + 1);
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
      continue;
    }
    if (code === QUOTE) {
      inString = true;
      if (depth > 0 && entries[depth] === 0) entries[depth] = 1;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (depth > 0 && entries[depth] === 0) entries[depth] = 1;
      depth++;
      if (depth > limits.maxDepth) return 'tooDeep';
      entries[depth] = 0;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      if (depth > 0) depth--;
    } else if (code === COMMA && depth > 0) {
      const counted = (entries[depth] ?? 0) + 1;
      if (counted > limits.maxEntries) return 'tooManyEntries';
      entries[depth] = counted;
    } else if (depth > 0 && entries[depth] === 0 && !BLANKS.has(code)) {
      entries[depth] = 1;
    }
  }
  return null;
}
