import type { CheckoutAddress, InvoiceDetails, Locale } from '@shop/shared/contracts';
import { block, joinParts, section, type EmailPart } from '../../../email/email-parts';
import { postalAddressLines } from '@shop/shared/countries';
import type { ConfirmationOrder } from './confirmation-order';

interface AddressWords {
  delivery: string;
  billing: string;
  phone: string;
  fiscalCode: string;
  company: string;
  vatNumber: string;
  sdiCode: string;
  pec: string;
}

const WORDS: Record<Locale, AddressWords> = {
  it: {
    delivery: 'Indirizzo di consegna',
    billing: 'Indirizzo di fatturazione',
    phone: 'Telefono',
    fiscalCode: 'Codice fiscale',
    company: 'Ragione sociale',
    vatNumber: 'Partita IVA',
    sdiCode: 'Codice destinatario',
    pec: 'PEC',
  },
  en: {
    delivery: 'Delivery address',
    billing: 'Billing address',
    phone: 'Phone',
    fiscalCode: 'Fiscal code',
    company: 'Company name',
    vatNumber: 'VAT number',
    sdiCode: 'Recipient code (SDI)',
    pec: 'PEC',
  },
};

/** An address as a letter carries it, with the phone the courier calls. */
function addressLines(address: CheckoutAddress, locale: Locale, words: AddressWords): string[] {
  return [
    ...postalAddressLines(address, locale),
    `${words.phone}: ${address.phonePrefix} ${address.phoneNumber}`,
  ];
}

function invoiceLines(invoice: InvoiceDetails | null, words: AddressWords): string[] {
  if (!invoice) return [];
  const fields: Array<[string, string | undefined]> = [
    [words.company, invoice.companyName],
    [words.vatNumber, invoice.vatNumber],
    [words.sdiCode, invoice.sdiCode],
    [words.pec, invoice.pec],
  ];
  return fields.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`);
}

/** Where the order goes and whom it is billed to, with the buyer's invoicing data if given. */
export function addressesPart(order: ConfirmationOrder): EmailPart {
  const { language, billingAddress } = order;
  const words = WORDS[language];
  const billing = [
    ...addressLines(billingAddress, language, words),
    ...(billingAddress.fiscalCode ? [`${words.fiscalCode}: ${billingAddress.fiscalCode}`] : []),
    ...invoiceLines(order.invoice, words),
  ];
  return joinParts([
    section(words.delivery, block(addressLines(order.shippingAddress, language, words))),
    section(words.billing, block(billing)),
  ]);
}
