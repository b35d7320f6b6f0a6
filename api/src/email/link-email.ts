import type { Locale } from '@shop/shared/contracts';
import type { EmailMessage } from './email-message';
import { escapeHtml } from '../http/escape-html';

/** The words of an e-mail that asks the reader to open one link. */
export interface LinkEmailTexts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: string;
  signature: string;
}

/** A greeting, paragraphs, the link and a signature, as plain text and as HTML. */
export function linkEmail(
  to: string,
  language: Locale,
  kind: string,
  texts: LinkEmailTexts,
  link: string,
): EmailMessage {
  const text = [
    texts.greeting,
    ...texts.paragraphs,
    `${texts.action}: ${link}`,
    texts.signature,
  ].join('\n\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family: sans-serif; color: #1a1a1a">`,
    `<p>${escapeHtml(texts.greeting)}</p>`,
    ...texts.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: texts.subject, text, html, kind, language };
}
