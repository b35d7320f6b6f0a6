import type { Locale } from '@shop/shared/contracts';
import { escapeHtml } from '../http/escape-html';

/** What the unsubscribe page says: asking, done, or a link that names no subscription. */
export type UnsubscribePageState =
  { kind: 'ask'; email: string; action: string } | { kind: 'done' } | { kind: 'invalid' };

interface UnsubscribeTexts {
  title: string;
  ask: (email: string) => string;
  button: string;
  done: string;
  invalid: string;
  backToShop: string;
}

const texts: Record<Locale, UnsubscribeTexts> = {
  it: {
    title: 'Annulla l’iscrizione alla newsletter',
    ask: (email) => `Vuoi che ${email} non riceva più la newsletter di Aurelia?`,
    button: 'Annulla l’iscrizione',
    done: 'Iscrizione annullata: non riceverai più la newsletter di Aurelia.',
    invalid: 'Il link per annullare l’iscrizione non è valido.',
    backToShop: 'Torna al negozio',
  },
  en: {
    title: 'Unsubscribe from the newsletter',
    ask: (email) => `Do you want ${email} to stop receiving the Aurelia newsletter?`,
    button: 'Unsubscribe',
    done: 'You are unsubscribed: you will no longer receive the Aurelia newsletter.',
    invalid: 'This unsubscribe link is not valid.',
    backToShop: 'Back to the shop',
  },
};

const STYLE = [
  'body{font-family:system-ui,sans-serif;color:#1a1a1a;margin:0;padding:2rem 1rem;line-height:1.5}',
  'main{max-width:32rem;margin:0 auto}',
  'h1{font-size:1.5rem;font-weight:600}',
  'button{font:inherit;min-height:44px;padding:0 1.25rem;border:0;border-radius:2px;background:#1a1a1a;color:#fff;cursor:pointer}',
  'a{color:inherit;display:inline-block;min-height:44px;line-height:44px}',
].join('');

/**
 * The unsubscribe link's page, written by the server and working without JavaScript: opening it
 * (GET) only asks; its button POSTs the form to the same link, which unsubscribes.
 */
export function unsubscribePage(
  language: Locale,
  state: UnsubscribePageState,
  homeUrl: string,
): string {
  const t = texts[language];
  const body =
    state.kind === 'ask'
      ? [
          `<p>${escapeHtml(t.ask(state.email))}</p>`,
          `<form method="post" action="${escapeHtml(state.action)}">`,
          '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
          `<button type="submit">${escapeHtml(t.button)}</button>`,
          '</form>',
        ]
      : [`<p role="status">${escapeHtml(state.kind === 'done' ? t.done : t.invalid)}</p>`];
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    // The page's URL holds the subscription's token: no other site is told it. (Not
    // "no-referrer", which makes the browser send `Origin: null` with the form, a cross-site sign.)
    '<meta name="referrer" content="same-origin">',
    `<title>${escapeHtml(t.title)} · Aurelia</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(t.title)}</h1>`,
    ...body,
    `<p><a href="${escapeHtml(homeUrl)}">${escapeHtml(t.backToShop)}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
