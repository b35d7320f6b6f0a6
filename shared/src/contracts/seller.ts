import type { Locale } from './locale';

/**
 * Who sells (Codice civile art. 2250, Codice del consumo art. 49): one source for the footer, the
 * contact, privacy and terms pages and the order confirmation e-mail, so they never disagree.
 */
export const SELLER = {
  name: 'Aurelia S.r.l.',
  street: 'Via della Spiga 18',
  postalCode: '20121',
  city: { it: 'Milano', en: 'Milan' },
  /** ISO 3166-1 alpha-2. */
  country: 'IT',
  /** Partita IVA, without the country prefix (the EU VAT number is `IT` and these digits). */
  vatNumber: '01234567890',
  /** Codice fiscale of the company. */
  taxCode: '01234567890',
  /** Registro delle imprese: the chamber of commerce's province and the REA number. */
  rea: 'MI-2012345',
  /** Share capital, fully paid in, in euro cents. */
  shareCapitalCents: 10_000_000,
  email: 'assistenza@aurelia-moda.it',
  /** E.164, for `tel:` links; `phoneDisplay` is how it is written. */
  phone: '+390287341200',
  phoneDisplay: '+39 02 8734 1200',
} as const satisfies {
  name: string;
  street: string;
  postalCode: string;
  city: Record<Locale, string>;
  country: string;
  vatNumber: string;
  taxCode: string;
  rea: string;
  shareCapitalCents: number;
  email: string;
  phone: string;
  phoneDisplay: string;
};
