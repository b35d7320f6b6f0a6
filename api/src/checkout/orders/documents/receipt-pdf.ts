import type { Locale, Order } from '@shop/shared/contracts';
import { formatDate, formatPrice } from '@shop/shared/format';
import {
  orderReceipt,
  RECEIPT_WORDS,
  receiptBuyerLines,
  receiptRowLabel,
  receiptSellerLines,
} from '@shop/shared/receipt';
import PDFDocument from 'pdfkit';

const MARGIN = 50;
/** The table's columns on an A4 page (595 points wide): where each starts and how wide it is. */
const COLUMNS = {
  description: { x: MARGIN, width: 235 },
  quantity: { x: 290, width: 35 },
  unitPrice: { x: 330, width: 70 },
  vat: { x: 405, width: 65 },
  amount: { x: 475, width: 70 },
} as const;

/**
 * An order's receipt as a PDF (issue 29, "A receipt for every order"): the seller and the buyer
 * (with the invoicing data when given), each line, the discount and the shipping with the VAT
 * each includes, and the totals, to the cent — the same rows and words as the account's receipt
 * page (`@shop/shared/receipt`). A4, the PDF's standard fonts.
 */
export function renderReceipt(order: Order, language: Locale): Promise<Buffer> {
  const words = RECEIPT_WORDS[language];
  const receipt = orderReceipt(order);
  const price = (cents: number) => formatPrice(cents, language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${words.title} ${order.orderId}`, Author: receiptSellerLines(language)[0] },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(words.title.toUpperCase());
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(words.heading(order.orderId, formatDate(receipt.paidAt, language)));
  doc.moveDown(1);

  const partiesTop = doc.y;
  const party = (x: number, title: string, lines: string[]) => {
    doc.font('Helvetica-Bold').fontSize(8).text(title.toUpperCase(), x, partiesTop, { width: 240 });
    doc.font('Helvetica').fontSize(9).text(lines.join('\n'), x, doc.y, { width: 240 });
    return doc.y;
  };
  const bottom = Math.max(
    party(MARGIN, words.seller, receiptSellerLines(language)),
    party(305, words.buyer, receiptBuyerLines(order, language)),
  );
  doc.y = bottom + 20;

  const row = (
    cells: Record<keyof typeof COLUMNS, string>,
    font: 'Helvetica' | 'Helvetica-Bold',
  ) => {
    const top = doc.y;
    doc.font(font).fontSize(9);
    let lowest = top;
    for (const [column, { x, width }] of Object.entries(COLUMNS)) {
      doc.text(cells[column as keyof typeof COLUMNS], x, top, {
        width,
        align: column === 'description' ? 'left' : 'right',
      });
      lowest = Math.max(lowest, doc.y);
    }
    doc.y = lowest + 4;
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(595 - MARGIN, doc.y)
      .lineWidth(0.5)
      .stroke();
    doc.y += 4;
  };

  row(
    {
      description: words.description,
      quantity: words.quantity,
      unitPrice: words.unitPrice,
      vat: `${words.vat} ${receipt.vatRatePercent}%`,
      amount: words.amount,
    },
    'Helvetica-Bold',
  );
  rule();
  for (const each of receipt.rows) {
    row(
      {
        description: receiptRowLabel(each, words),
        quantity: each.kind === 'item' ? String(each.item.quantity) : '',
        unitPrice: each.kind === 'item' ? price(each.item.unitPriceCents) : '',
        vat: price(each.vatCents),
        amount: price(each.amountCents),
      },
      'Helvetica',
    );
  }
  rule();
  const total = (label: string, cents: number, font: 'Helvetica' | 'Helvetica-Bold') =>
    row({ description: label, quantity: '', unitPrice: '', vat: '', amount: price(cents) }, font);
  total(words.total, receipt.totalCents, 'Helvetica-Bold');
  total(words.vatIncluded(receipt.vatRatePercent), receipt.vatCents, 'Helvetica');
  total(words.net, receipt.netCents, 'Helvetica');
  doc.moveDown(1);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(words.paidWith(order.paymentMethod.label), MARGIN, doc.y)
    .text(words.pricesNote);
  doc.end();
  return finished;
}
