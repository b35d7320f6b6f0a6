import type { Locale } from '@shop/shared/contracts';
import { validationMessages } from '@shop/shared/validation';

export interface NewsletterMessages {
  /** A missing or malformed e-mail address (the exact text of spec §5). */
  invalidEmail: string;
  /** The privacy consent was not given (the exact text of spec §5). */
  privacyRequired: string;
  /** The language is neither "it" nor "en"; only ever answered in Italian, the fallback. */
  invalidLanguage: string;
  /** The address is already on the list. */
  alreadySubscribed: string;
  /** The confirmation of a new signup, with the welcome discount (spec §9). */
  subscribed: string;
}

/** What `POST /api/newsletter` answers, in the language of the request. */
export const newsletterMessages: Record<Locale, NewsletterMessages> = {
  it: {
    invalidEmail: validationMessages.it.email,
    privacyRequired: validationMessages.it.privacy,
    invalidLanguage: 'La lingua della newsletter deve essere una tra: it, en',
    alreadySubscribed: 'Questo indirizzo email è già iscritto alla newsletter.',
    subscribed:
      "Grazie per l'iscrizione! Riceverai via email il codice sconto del 10% sul primo ordine.",
  },
  en: {
    invalidEmail: validationMessages.en.email,
    privacyRequired: validationMessages.en.privacy,
    invalidLanguage: 'The newsletter language must be one of: it, en',
    alreadySubscribed: 'This e-mail address is already subscribed to the newsletter.',
    subscribed:
      'Thank you for signing up! You will receive your 10% discount code for your first order by e-mail.',
  },
};
