import { SELLER, type Locale } from '@shop/shared/contracts';
import { sellerAddress } from '@shop/shared/format';
import { facts, section, type EmailPart } from '../../../email/email-parts';

/** Who sells, as the confirmation names them (Codice del Consumo art. 49 c.1 lett. b and c). */
export interface SellerContact {
  name: string;
  /** The registered office on one line, in the language of the e-mail. */
  address: string;
  vatNumber: string;
  email: string;
  phone: string;
}

const WORDS: Record<Locale, Record<'title' | keyof SellerContact, string>> = {
  it: {
    title: 'Venditore',
    name: 'Ragione sociale',
    address: 'Sede',
    vatNumber: 'Partita IVA',
    email: 'Email',
    phone: 'Telefono',
  },
  en: {
    title: 'Seller',
    name: 'Company',
    address: 'Registered office',
    vatNumber: 'VAT number',
    email: 'E-mail',
    phone: 'Phone',
  },
};

/** The seller as one source (`SELLER`, also the footer's and the content pages') names them. */
export function sellerContact(locale: Locale): SellerContact {
  return {
    name: SELLER.name,
    address: sellerAddress(locale),
    vatNumber: locale === 'it' ? SELLER.vatNumber : `IT${SELLER.vatNumber}`,
    email: SELLER.email,
    phone: SELLER.phoneDisplay,
  };
}

/** The seller's identity and how to reach them. */
export function sellerPart(seller: SellerContact, locale: Locale): EmailPart {
  const words = WORDS[locale];
  return section(
    words.title,
    facts([
      [words.name, seller.name],
      [words.address, seller.address],
      [words.vatNumber, seller.vatNumber],
      [words.email, seller.email],
      [words.phone, seller.phone],
    ]),
  );
}
