/** How far from the end a reader looks for `startxref` and `%%EOF` (PDF 32000-1, 7.5.5). */
const TAIL_BYTES = 1024;
/** Markup that makes a browser that sniffs the bytes render the file as a web page. */
const HTML_MARKERS = ['<!doctype html', '<html', '<script', '<iframe', '<body'];

/**
 * Whether a file is built as a PDF, not only labelled as one: the `%PDF-` header at offset 0, a
 * `%%EOF` trailer at the end, a `startxref` pointing inside the file at a cross-reference table
 * (`xref` … `trailer`) or a cross-reference stream (`/Type /XRef`), and no HTML document in it.
 * Hand-written because the shop only needs the file's skeleton, not its pages: the PDF libraries
 * for Node either render (large, and more code run on hostile input) or are no longer maintained.
 */
export function isWellFormedPdf(content: Buffer): boolean {
  const text = content.toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(text)) return false;
  const tail = text.slice(-TAIL_BYTES);
  if (!tail.includes('%%EOF')) return false;
  const startXref = /startxref\s+(\d+)\s+%%EOF/g;
  let offset: number | null = null;
  for (let match = startXref.exec(tail); match; match = startXref.exec(tail)) {
    offset = Number(match[1]);
  }
  if (offset === null || offset <= 0 || offset >= content.length) return false;
  const hasXrefTable = /(?:^|[\r\n])xref\s/.test(text) && /(?:^|[\r\n])trailer\s*<</.test(text);
  const hasXrefStream = /\/Type\s*\/XRef\b/.test(text);
  if (!hasXrefTable && !hasXrefStream) return false;
  const lower = text.toLowerCase();
  return !HTML_MARKERS.some((marker) => lower.includes(marker));
}
