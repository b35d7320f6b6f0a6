import type { Locale } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import { section, type EmailPart } from '../../../email/email-parts';
import { escapeHtml } from '../../../http/escape-html';
import type { ConfirmationLine, ConfirmationOrder } from './confirmation-order';

interface LinesWords {
  title: string;
  colour: string;
  size: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  subtotal: string;
  discount: (code: string | null) => string;
  shipping: string;
  free: string;
  total: string;
}

const WORDS: Record<Locale, LinesWords> = {
  it: {
    title: 'Il tuo ordine',
    colour: 'Colore',
    size: 'Taglia',
    quantity: 'Quantità',
    unitPrice: 'Prezzo unitario',
    lineTotal: 'Totale',
    subtotal: 'Subtotale',
    discount: (code) => (code ? `Sconto (codice ${code})` : 'Sconto'),
    shipping: 'Spedizione',
    free: 'Gratuita',
    total: 'Totale (IVA inclusa)',
  },
  en: {
    title: 'Your order',
    colour: 'Colour',
    size: 'Size',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    lineTotal: 'Total',
    subtotal: 'Subtotal',
    discount: (code) => (code ? `Discount (code ${code})` : 'Discount'),
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total (VAT included)',
  },
};

const CELL = 'padding: 0.5em 0; border-bottom: 1px solid #eee; vertical-align: top';
const AMOUNT = 'text-align: right; white-space: nowrap; padding-left: 1em';

function lineDetails(line: ConfirmationLine, words: LinesWords, locale: Locale): string[] {
  return [
    `${words.colour}: ${line.colour}`,
    `${words.size}: ${line.size}`,
    `${words.quantity}: ${line.quantity}`,
    `${words.unitPrice}: ${formatPrice(line.unitPriceCents, locale)}`,
  ];
}

/** The amounts under the lines: subtotal, any discount, shipping and the total with VAT. */
function totals(order: ConfirmationOrder, words: LinesWords): Array<[string, string]> {
  const price = (cents: number) => formatPrice(cents, order.language);
  return [
    [words.subtotal, price(order.subtotalCents)],
    ...(order.discountCents > 0
      ? [[words.discount(order.couponCode), price(-order.discountCents)] as [string, string]]
      : []),
    [words.shipping, order.shippingCents === 0 ? words.free : price(order.shippingCents)],
    [words.total, price(order.totalCents)],
  ];
}

/** Every line with colour, size, quantity, unit price and line total, then the totals. */
export function linesPart(order: ConfirmationOrder): EmailPart {
  const { language } = order;
  const words = WORDS[language];
  const amounts = totals(order, words);
  const text = [
    ...order.lines.map((line) =>
      [
        `- ${line.name}`,
        `  ${lineDetails(line, words, language).join(' · ')}`,
        `  ${words.lineTotal}: ${formatPrice(line.lineTotalCents, language)}`,
      ].join('\n'),
    ),
    amounts.map(([label, value]) => `${label}: ${value}`).join('\n'),
  ].join('\n\n');
  const rows = order.lines.map(
    (line) =>
      `<tr><td style="${CELL}"><strong>${escapeHtml(line.name)}</strong><br><span style="color: #555; font-size: 0.9em">${lineDetails(
        line,
        words,
        language,
      )
        .map((detail) => `<span style="white-space: nowrap">${escapeHtml(detail)}</span>`)
        .join(
          ' · ',
        )}</span></td><td style="${CELL}; ${AMOUNT}">${escapeHtml(formatPrice(line.lineTotalCents, language))}</td></tr>`,
  );
  const totalRows = amounts.map(([label, value], index) => {
    const weight = `font-weight: ${index === amounts.length - 1 ? 'bold' : 'normal'}; `;
    return `<tr><th scope="row" style="${weight}text-align: left; vertical-align: top; padding: 0.3em 0">${escapeHtml(label)}</th><td style="${weight}${AMOUNT}; vertical-align: top; padding-top: 0.3em">${escapeHtml(value)}</td></tr>`;
  });
  const html = [
    '<table style="border-collapse: collapse; width: 100%">',
    ...rows,
    ...totalRows,
    '</table>',
  ].join('\n');
  return section(words.title, { text, html });
}
