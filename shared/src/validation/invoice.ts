import type { InvoiceDetails } from '../contracts/checkout';
import type { Locale } from '../contracts/locale';
import { isItalianVatNumber, isSdiCode } from './italian-tax-codes';
import { validationMessages } from './messages';
import { EMAIL_PATTERN } from './patterns';

/** A business buyer's invoicing fields in form order. */
export const INVOICE_FIELD_ORDER = ['companyName', 'vatNumber', 'sdiCode', 'pec'] as const;
export type InvoiceFieldName = (typeof INVOICE_FIELD_ORDER)[number];

export type InvoiceMessageKey =
  'invalidVatNumber' | 'invalidSdiCode' | 'invalidPec' | 'sdiOrPecRequired';

export const invoiceMessages: Record<Locale, Record<InvoiceMessageKey, string>> = {
  it: {
    invalidVatNumber: 'La partita IVA inserita non è valida',
    invalidSdiCode: 'Il codice destinatario deve avere 7 caratteri',
    invalidPec: 'L’indirizzo PEC inserito non è valido',
    sdiOrPecRequired: 'Inserisci il codice destinatario o l’indirizzo PEC',
  },
  en: {
    invalidVatNumber: 'The VAT number entered is not valid',
    invalidSdiCode: 'The recipient code must have 7 characters',
    invalidPec: 'The certified e-mail (PEC) address entered is not valid',
    sdiOrPecRequired: 'Enter the recipient code or the certified e-mail (PEC) address',
  },
};

/** A VAT number of another country: its letters and digits, 4 to 20 of them. */
const FOREIGN_VAT_PATTERN = /^[A-Z0-9]{4,20}$/;

const clean = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * What is wrong with one invoicing field of a business buyer billed in `country`, or null. The
 * company and VAT number are required; an Italian VAT number is checked by its check digit; the
 * electronic invoice of an Italian business needs an SDI code (7 characters) or a PEC address.
 */
export function invoiceFieldProblem(
  field: InvoiceFieldName,
  invoice: Partial<Record<InvoiceFieldName, unknown>>,
  country: unknown,
  locale: Locale,
): string | null {
  const messages = invoiceMessages[locale];
  const value = clean(invoice[field]);
  switch (field) {
    case 'companyName':
      return value ? null : validationMessages[locale].required;
    case 'vatNumber': {
      if (!value) return validationMessages[locale].required;
      const compact = value.replace(/\s+/g, '').toUpperCase();
      const valid =
        country === 'IT' ? isItalianVatNumber(compact) : FOREIGN_VAT_PATTERN.test(compact);
      return valid ? null : messages.invalidVatNumber;
    }
    case 'sdiCode':
      if (value) return isSdiCode(value) ? null : messages.invalidSdiCode;
      return country === 'IT' && !clean(invoice.pec) ? messages.sdiOrPecRequired : null;
    case 'pec':
      return !value || EMAIL_PATTERN.test(value) ? null : messages.invalidPec;
  }
}

/** The first problem of a business buyer's invoicing data, in form order, or null. */
export function invoiceProblem(
  invoice: Partial<Record<InvoiceFieldName, unknown>>,
  country: unknown,
  locale: Locale,
): string | null {
  for (const field of INVOICE_FIELD_ORDER) {
    const problem = invoiceFieldProblem(field, invoice, country, locale);
    if (problem) return problem;
  }
  return null;
}

/** The invoicing data as sent: trimmed, codes upper case, empty fields left out. */
export function cleanInvoice(invoice: Partial<Record<InvoiceFieldName, string>>): InvoiceDetails {
  const cleaned: InvoiceDetails = {};
  const companyName = clean(invoice.companyName);
  const vatNumber = clean(invoice.vatNumber).replace(/\s+/g, '').toUpperCase();
  const sdiCode = clean(invoice.sdiCode).replace(/\s+/g, '').toUpperCase();
  const pec = clean(invoice.pec);
  if (companyName) cleaned.companyName = companyName;
  if (vatNumber) cleaned.vatNumber = vatNumber;
  if (sdiCode) cleaned.sdiCode = sdiCode;
  if (pec) cleaned.pec = pec;
  return cleaned;
}
