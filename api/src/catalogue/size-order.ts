const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

/** The shop's size order: letter sizes, then numbers ascending, then one size ("TU"). */
export function compareSizes(a: string, b: string): number {
  return rank(a) - rank(b) || a.localeCompare(b);
}

function rank(size: string): number {
  const letter = LETTER_SIZES.indexOf(size.toUpperCase());
  if (letter >= 0) return letter;
  if (/^\d+$/.test(size)) return 100 + Number(size);
  if (size.toUpperCase() === 'TU') return 10_000;
  return 20_000;
}
