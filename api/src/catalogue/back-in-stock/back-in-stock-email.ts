import type { Locale } from '@shop/shared/contracts';
import type { EmailMessage } from '../../email/email-message';
import { escapeHtml } from '../../http/escape-html';

export const BACK_IN_STOCK_KIND = 'back-in-stock';

/** The one e-mail a waiting shopper gets when the size they asked for is back. */
export function backInStockEmail({
  to,
  language,
  productName,
  colourName,
  size,
  productUrl,
}: {
  to: string;
  language: Locale;
  productName: string;
  colourName: string;
  size: string;
  productUrl: string;
}): EmailMessage {
  const texts =
    language === 'it'
      ? {
          subject: `È tornato disponibile: ${productName}`,
          paragraphs: [
            'Ciao,',
            `${productName} in ${colourName}, taglia ${size}, è di nuovo disponibile.`,
            'Le quantità sono limitate: se ti interessa, non aspettare troppo.',
          ],
          action: 'Vai al prodotto',
          footer:
            'Ti abbiamo scritto perché ce lo hai chiesto; non riceverai altri messaggi per questa richiesta.',
        }
      : {
          subject: `Back in stock: ${productName}`,
          paragraphs: [
            'Hello,',
            `${productName} in ${colourName}, size ${size}, is available again.`,
            'Quantities are limited: if you want it, do not wait too long.',
          ],
          action: 'See the product',
          footer:
            'We wrote because you asked us to; you will get no other message for this request.',
        };
  const text = [
    ...texts.paragraphs,
    `${texts.action}: ${productUrl}`,
    texts.footer,
    'Aurelia',
  ].join('\n\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family: sans-serif; color: #1a1a1a">`,
    ...texts.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(productUrl)}">${escapeHtml(texts.action)}</a></p>`,
    `<p style="color: #555">${escapeHtml(texts.footer)}</p>`,
    '<p>Aurelia</p>',
    '</body></html>',
  ].join('\n');
  return { to, subject: texts.subject, text, html, kind: BACK_IN_STOCK_KIND, language };
}
