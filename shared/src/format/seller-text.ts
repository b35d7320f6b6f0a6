import type { Locale } from '../contracts/locale';
import { SELLER } from '../contracts/seller';
import { euroAmount } from './format';

/** The seller's address on one line: "Via della Spiga 18, 20121 Milano". */
export function sellerAddress(locale: Locale): string {
  const place = `${SELLER.street}, ${SELLER.postalCode} ${SELLER.city[locale]}`;
  return locale === 'it' ? place : `${place}, Italy`;
}

/**
 * The seller's identity as words of `locale`, for the placeholders content is written with
 * (`{{sellerAddress}}`…) and for the footer and the e-mails.
 */
export function sellerText(locale: Locale): Record<string, string> {
  const capital = euroAmount(SELLER.shareCapitalCents, locale, 'unless-whole');
  return {
    sellerName: SELLER.name,
    sellerAddress: sellerAddress(locale),
    sellerVatNumber:
      locale === 'it' ? `Partita IVA ${SELLER.vatNumber}` : `VAT number IT${SELLER.vatNumber}`,
    sellerTaxCode: locale === 'it' ? `C.F. ${SELLER.taxCode}` : `Tax code ${SELLER.taxCode}`,
    sellerRea: `REA ${SELLER.rea}`,
    sellerShareCapital:
      locale === 'it'
        ? `Capitale sociale ${capital} interamente versato`
        : `Share capital ${capital} fully paid`,
    sellerEmail: SELLER.email,
    sellerPhone: SELLER.phoneDisplay,
    sellerPhoneLink: `tel:${SELLER.phone}`,
  };
}

/** The seller's identity, part by part: name, address, VAT number, tax code, REA, share capital. */
export function sellerIdentity(locale: Locale): string[] {
  const text = sellerText(locale);
  return [
    text.sellerName,
    text.sellerAddress,
    text.sellerVatNumber,
    text.sellerTaxCode,
    text.sellerRea,
    text.sellerShareCapital,
  ].filter((part): part is string => part !== undefined);
}

/** The footer's line: the seller's identity on one line. */
export function sellerLine(locale: Locale): string {
  return sellerIdentity(locale).join(' · ');
}
