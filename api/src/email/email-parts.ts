import type { Locale } from '@shop/shared/contracts';
import { escapeHtml } from '../http/escape-html';

/** A piece of an e-mail written twice: as plain text and as HTML, with the same words. */
export interface EmailPart {
  text: string;
  html: string;
}

const MUTED = 'color: #555; font-size: 0.9em';

/** Paragraphs of plain words; every word is escaped in the HTML. */
export function paragraphs(lines: readonly string[], { muted = false } = {}): EmailPart {
  const style = muted ? ` style="${MUTED}"` : '';
  return {
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p${style}>${escapeHtml(line)}</p>`).join('\n'),
  };
}

/** A titled part: the title underlined in the text, a heading in the HTML. */
export function section(title: string, ...body: EmailPart[]): EmailPart {
  return joinParts([
    {
      text: `${title}\n${'-'.repeat(title.length)}`,
      html: `<h2 style="font-size: 1.1em; margin: 1.6em 0 0.6em; border-bottom: 1px solid #ddd; padding-bottom: 0.3em">${escapeHtml(title)}</h2>`,
    },
    ...body,
  ]);
}

/** Label and value pairs: "Label: value" lines in the text, a two-column table in the HTML. */
export function facts(rows: ReadonlyArray<readonly [label: string, value: string]>): EmailPart {
  return {
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: [
      '<table style="border-collapse: collapse">',
      ...rows.map(
        ([label, value]) =>
          `<tr><th scope="row" style="text-align: left; font-weight: normal; ${MUTED}; padding: 0.3em 1em 0.2em 0; vertical-align: top">${escapeHtml(label)}</th><td style="padding: 0.2em 0; vertical-align: top; overflow-wrap: anywhere; word-break: break-word">${escapeHtml(value)}</td></tr>`,
      ),
      '</table>',
    ].join('\n'),
  };
}

/** Lines kept together, as an address is: one per line in both forms. */
export function block(lines: readonly string[]): EmailPart {
  return {
    text: lines.join('\n'),
    html: `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
  };
}

/** A link with its words: "words: url" in the text. */
export function link(words: string, url: string): EmailPart {
  return {
    text: `${words}: ${url}`,
    html: `<p><a href="${escapeHtml(url)}" style="color: #1a1a1a; font-weight: bold">${escapeHtml(words)}</a></p>`,
  };
}

/** A whole HTML document around `body`, narrow enough for a phone and readable in any client. */
export function htmlDocument(language: Locale, body: string): string {
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>`,
    '<body style="margin: 0; padding: 16px; font-family: sans-serif; color: #1a1a1a; line-height: 1.45">',
    '<div style="max-width: 640px; margin: 0 auto">',
    body,
    '</div>',
    '</body></html>',
  ].join('\n');
}

/** The parts one after the other: a blank line between them in the text. */
export function joinParts(parts: readonly EmailPart[]): EmailPart {
  return {
    text: parts.map((part) => part.text).join('\n\n'),
    html: parts.map((part) => part.html).join('\n'),
  };
}

/** The parts as a whole e-mail body: the text, and the HTML as a document. */
export function composeParts(language: Locale, parts: readonly EmailPart[]): EmailPart {
  const { text, html } = joinParts(parts);
  return { text, html: htmlDocument(language, html) };
}
