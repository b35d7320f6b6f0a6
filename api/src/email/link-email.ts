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

/** A further link after the main one, with the words that lead to it. */
export interface EmailLink {
  action: string;
  link: string;
}

/** A greeting, paragraphs, the link (and any further ones) and a signature, as text and HTML. */
export function linkEmail(
  to: string,
  language: Locale,
  kind: string,
  texts: LinkEmailTexts,
  link: string,
  furtherLinks: readonly EmailLink[] = [],
): EmailMessage {
  const links = [{ action: texts.action, link }, ...furtherLinks];
  const text = [
    texts.greeting,
    ...texts.paragraphs,
    ...links.map((entry) => `${entry.action}: ${entry.link}`),
    texts.signature,
  ].join('\n\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family: sans-serif; color: #1a1a1a">`,
    `<p>${escapeHtml(texts.greeting)}</p>`,
    ...texts.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...links.map(
      (entry) => `<p><a href="${escapeHtml(entry.link)}">${escapeHtml(entry.action)}</a></p>`,
    ),
    `<p>${escapeHtml(texts.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: texts.subject, text, html, kind, language };
}
