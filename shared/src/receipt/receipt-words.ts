import type { Order } from '../contracts/checkout';
import type { Locale } from '../contracts/locale';
import { postalAddressLines } from '../countries/postal-address';
import { SELLER } from '../contracts/seller';
import { sellerIdentity } from '../format/seller-text';
import type { ReceiptRow } from './order-receipt';

/** The receipt's words, the same on the account's page and in the PDF. */
export interface ReceiptWords {
  title: string;
  /** "Order IT-2026-000042, paid on 17 June 2026". */
  heading: (orderId: string, paidOn: string) => string;
  seller: string;
  buyer: string;
  description: string;
  quantity: string;
  unitPrice: string;
  vat: string;
  amount: string;
  total: string;
  vatIncluded: (rate: number) => string;
  net: string;
  paidWith: (method: string) => string;
  pricesNote: string;
  item: (name: string, colour: string, size: string) => string;
  discount: (code: string | null) => string;
  shipping: (label: string) => string;
  fiscalCode: string;
  vatNumber: string;
  sdiCode: string;
  pec: string;
  /** Asked for an order not paid (yet). */
  notPaid: string;
  download: string;
  print: string;
}

export const RECEIPT_WORDS: Record<Locale, ReceiptWords> = {
  it: {
    title: 'Ricevuta',
    heading: (orderId, paidOn) => `Ordine ${orderId}, pagato il ${paidOn}`,
    seller: 'Venditore',
    buyer: 'Cliente',
    description: 'Descrizione',
    quantity: 'Q.tà',
    unitPrice: 'Prezzo',
    vat: 'IVA',
    amount: 'Importo',
    total: 'Totale',
    vatIncluded: (rate) => `di cui IVA ${rate}%`,
    net: 'Imponibile',
    paidWith: (method) => `Pagato con: ${method}`,
    pricesNote: 'Importi in euro, IVA inclusa.',
    item: (name, colour, size) => `${name} – ${colour}, taglia ${size}`,
    discount: (code) => (code ? `Sconto (${code})` : 'Sconto'),
    shipping: (label) => `Spedizione: ${label}`,
    fiscalCode: 'Codice fiscale',
    vatNumber: 'Partita IVA',
    sdiCode: 'Codice destinatario SDI',
    pec: 'PEC',
    notPaid: 'La ricevuta è disponibile quando l’ordine è pagato.',
    download: 'Scarica la ricevuta (PDF)',
    print: 'Stampa',
  },
  en: {
    title: 'Receipt',
    heading: (orderId, paidOn) => `Order ${orderId}, paid on ${paidOn}`,
    seller: 'Seller',
    buyer: 'Customer',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Price',
    vat: 'VAT',
    amount: 'Amount',
    total: 'Total',
    vatIncluded: (rate) => `including VAT at ${rate}%`,
    net: 'Net of VAT',
    paidWith: (method) => `Paid with: ${method}`,
    pricesNote: 'Amounts in euro, VAT included.',
    item: (name, colour, size) => `${name} – ${colour}, size ${size}`,
    discount: (code) => (code ? `Discount (${code})` : 'Discount'),
    shipping: (label) => `Shipping: ${label}`,
    fiscalCode: 'Fiscal code',
    vatNumber: 'VAT number',
    sdiCode: 'SDI recipient code',
    pec: 'PEC',
    notPaid: 'The receipt is there once the order is paid.',
    download: 'Download the receipt (PDF)',
    print: 'Print',
  },
};

/** What a receipt's row is, in words. */
export function receiptRowLabel(row: ReceiptRow, words: ReceiptWords): string {
  switch (row.kind) {
    case 'item':
      return words.item(row.item.name, row.item.colour.name, row.item.size);
    case 'discount':
      return words.discount(row.couponCode);
    case 'shipping':
      return words.shipping(row.label);
  }
}

/**
 * Who the receipt is made out to: the billing address, the codice fiscale, the invoicing data
 * (company, Partita IVA, SDI code or PEC) when given, and the order's e-mail address.
 */
export function receiptBuyerLines(
  order: Pick<Order, 'billingAddress' | 'invoice' | 'email'>,
  locale: Locale,
): string[] {
  const words = RECEIPT_WORDS[locale];
  const { billingAddress: address, invoice } = order;
  return [
    ...(invoice?.companyName ? [invoice.companyName] : []),
    ...postalAddressLines(address, locale),
    ...(address.fiscalCode ? [`${words.fiscalCode}: ${address.fiscalCode}`] : []),
    ...(invoice?.vatNumber ? [`${words.vatNumber}: ${invoice.vatNumber}`] : []),
    ...(invoice?.sdiCode ? [`${words.sdiCode}: ${invoice.sdiCode}`] : []),
    ...(invoice?.pec ? [`${words.pec}: ${invoice.pec}`] : []),
    order.email,
  ];
}

/** Who sells (`SELLER`): the seller's identity and e-mail address. */
export function receiptSellerLines(locale: Locale): string[] {
  return [...sellerIdentity(locale), SELLER.email];
}
