import type { InvoiceDetails } from '../contracts/checkout';
import { isItalianVatNumber, isSdiCode } from './italian-tax-codes';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './patterns';
import type { RuleMessageKey } from './rule-messages';

/** A business buyer's invoicing fields in form order. */
export const INVOICE_FIELD_ORDER = ['companyName', 'vatNumber', 'sdiCode', 'pec'] as const;
export type InvoiceFieldName = (typeof INVOICE_FIELD_ORDER)[number];

/** A VAT number of another country: its letters and digits, 4 to 20 of them. */
const FOREIGN_VAT_PATTERN = /^[A-Z0-9]{4,20}$/;

const clean = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The rule one invoicing field of a business buyer billed in `country` breaks, or null. The
 * company and VAT number are required; an Italian VAT number is checked by its check digit; the
 * electronic invoice of an Italian business needs an SDI code (7 characters) or a PEC address, not
 * both.
 */
export function invoiceFieldRule(
  field: InvoiceFieldName,
  invoice: Partial<Record<InvoiceFieldName, unknown>>,
  country: unknown,
): RuleMessageKey | null {
  const value = clean(invoice[field]);
  switch (field) {
    case 'companyName':
      return value ? null : 'required';
    case 'vatNumber': {
      if (!value) return 'required';
      const compact = value.replace(/\s+/g, '').toUpperCase();
      const valid =
        country === 'IT' ? isItalianVatNumber(compact) : FOREIGN_VAT_PATTERN.test(compact);
      return valid ? null : 'invalidVatNumber';
    }
    case 'sdiCode':
      if (value) return isSdiCode(value) ? null : 'invalidSdiCode';
      return country === 'IT' && !clean(invoice.pec) ? 'sdiOrPecRequired' : null;
    case 'pec':
      if (!value) return null;
      if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return 'invalidPec';
      return clean(invoice.sdiCode) ? 'sdiOrPecNotBoth' : null;
  }
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
