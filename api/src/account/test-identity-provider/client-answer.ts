import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../http/escape-html';
import type { ClientAnswer } from './authorization-request';

/**
 * Sends the answer back to the client as it asked: a redirect with the fields in the query, or
 * (OAuth 2.0 Form Post Response Mode) a page whose form posts them to the redirect URI at once,
 * with a button for a browser that runs no script.
 */
export function answerClient(
  reply: FastifyReply,
  answer: ClientAnswer,
  storeOrigins: readonly string[],
): FastifyReply {
  if (answer.responseMode === 'query') {
    const back = new URL(answer.redirectUri);
    for (const [name, value] of Object.entries(answer.fields)) back.searchParams.set(name, value);
    return reply.redirect(back.href, 303);
  }
  const nonce = randomBytes(16).toString('base64');
  const fields = Object.entries(answer.fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><title>…</title></head><body>' +
    `<form method="post" action="${escapeHtml(answer.redirectUri)}">${fields}` +
    '<noscript><button type="submit">Continue</button></noscript></form>' +
    `<script nonce="${nonce}">document.forms[0].submit()</script></body></html>`;
  return reply
    .header('Cache-Control', 'no-store')
    .header(
      'Content-Security-Policy',
      [
        "default-src 'none'",
        `script-src 'nonce-${nonce}'`,
        `form-action ${storeOrigins.join(' ')}`,
        "frame-ancestors 'none'",
        "base-uri 'none'",
      ].join('; '),
    )
    .type('text/html; charset=utf-8')
    .send(html);
}
