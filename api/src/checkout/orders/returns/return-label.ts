import {
  RETURN_SHIP_WITHIN_DAYS,
  SELLER,
  STORE_TERMS,
  type CheckoutAddress,
  type Locale,
  type StoreId,
} from '@shop/shared/contracts';
import { formatDate, formatPrice } from '@shop/shared/format';
import PDFDocument from 'pdfkit';
import { postalAddressLines } from '@shop/shared/countries';

export interface ReturnLabelData {
  orderNumber: string;
  language: Locale;
  store: StoreId;
  /** Where the parcel comes from: the order's delivery address. */
  from: CheckoutAddress;
  /** When the shopper withdrew: the days to send the parcel run from then. */
  withdrawnAt: Date;
  /** What the parcel holds, one line each ("2 × Name – Colour, size"), for the returns office. */
  pieces: string[];
}

const WORDS = {
  it: {
    title: 'Etichetta di reso',
    from: 'Mittente',
    to: 'Destinatario',
    returns: 'Ufficio resi',
    country: 'Italia',
    order: 'Ordine',
    contents: 'Contenuto',
    sendBy: (date: string) => `Consegna il pacco al corriere entro questa data: ${date}.`,
    cost: (amount: string) =>
      `Spese di reso: ${amount} IVA inclusa, trattenute dal rimborso. Attacca questa etichetta sul pacco, ben visibile.`,
  },
  en: {
    title: 'Return label',
    from: 'From',
    to: 'To',
    returns: 'Returns',
    country: 'Italy',
    order: 'Order',
    contents: 'Contents',
    sendBy: (date: string) => `Hand the parcel to the courier by ${date}.`,
    cost: (amount: string) =>
      `Return shipping: ${amount} VAT included, kept back from the refund. Stick this label on the parcel where it can be seen.`,
  },
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The label a withdrawing shopper sticks on the parcel (issue 29; `/pages/returns` promises it):
 * from the order's delivery address to the seller's returns office, the order's number large
 * enough to read across a warehouse, what the parcel holds, the day it must leave by and what the
 * return costs. A6, the PDF's standard fonts: nothing to load.
 */
export function renderReturnLabel(data: ReturnLabelData): Promise<Buffer> {
  const words = WORDS[data.language];
  const sendBy = new Date(data.withdrawnAt.getTime() + RETURN_SHIP_WITHIN_DAYS * DAY_MS);
  const doc = new PDFDocument({
    size: 'A6',
    margin: 22,
    info: { Title: `${words.title} ${data.orderNumber}`, Author: SELLER.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(13).text(words.title.toUpperCase());
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(8).text(words.from.toUpperCase());
  doc.font('Helvetica').fontSize(9).text(postalAddressLines(data.from, data.language).join('\n'));
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(8).text(words.to.toUpperCase());
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(
      [
        `${SELLER.name} – ${words.returns}`,
        SELLER.street,
        `${SELLER.postalCode} ${SELLER.city[data.language]}`,
        words.country,
      ].join('\n'),
    );
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(8).text(words.order.toUpperCase());
  doc.font('Helvetica-Bold').fontSize(18).text(data.orderNumber);
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(8).text(words.contents.toUpperCase());
  doc.font('Helvetica').fontSize(8).text(data.pieces.join('\n'));
  doc.moveDown(0.6);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(words.sendBy(formatDate(sendBy, data.language)))
    .text(words.cost(formatPrice(STORE_TERMS[data.store].returnCostCents, data.language)));
  doc.end();
  return finished;
}
