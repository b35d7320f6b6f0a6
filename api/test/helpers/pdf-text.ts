import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written with the standard fonts shows, a line each: its content streams
 * inflated, their strings (hex, WinAnsi) decoded and joined. Enough to read what a shop's PDF
 * says; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    const bytes = Buffer.from(match[1] ?? '', 'latin1');
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return bytes.toString('latin1');
    }
  });
  return (
    streams
      // Each line of text is a text object of its own (BT … ET): one line each.
      .flatMap((content) => [...content.matchAll(/<([0-9a-fA-F]+)>|\bBT\b/g)])
      .map((match) => (match[1] ? winAnsi(Buffer.from(match[1], 'hex')) : '\n'))
      .join('')
      .trim()
  );
}

/** WinAnsi differs from Latin-1 where the PDF's text here needs it: the euro and the dashes. */
function winAnsi(bytes: Buffer): string {
  const special: Record<number, string> = { 0x80: '€', 0x96: '–', 0x97: '—', 0x92: '’' };
  return [...bytes].map((byte) => special[byte] ?? String.fromCharCode(byte)).join('');
}
