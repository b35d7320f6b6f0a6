import type { Locale } from '@shop/shared/contracts';
import { ruleMessages } from '@shop/shared/validation';

export interface NewsletterMessages {
  /** The language is neither "it" nor "en" (the e-mail and consent were fine). */
  invalidLanguage: string;
  /**
   * The answer to every accepted signup, new, pending or already confirmed alike, so that it
   * tells nobody whether an address is on the list.
   */
  checkInbox: string;
  /** The confirmation link worked (or had already been used). */
  confirmed: string;
  /** The confirmation link of an address that had unsubscribed worked: no second code. */
  reconfirmed: string;
  /** The confirmation link is malformed, unknown or expired. */
  invalidLink: string;
  /** Too many signups from one client or for one address. */
  tooManyRequests: string;
}

/** What the newsletter endpoints answer, in the language of the request. */
export const newsletterMessages: Record<Locale, NewsletterMessages> = {
  it: {
    invalidLanguage: 'La lingua della newsletter deve essere una tra: it, en',
    checkInbox:
      "Quasi fatto! Controlla la tua casella di posta e apri il link che ti abbiamo inviato per confermare l'iscrizione: riceverai il codice sconto del 10% sul primo ordine. Se sei già iscritto, non devi fare nulla.",
    confirmed:
      'Iscrizione confermata! Ti abbiamo inviato via email il codice sconto del 10% sul primo ordine.',
    reconfirmed:
      'Iscrizione confermata! Bentornato: il codice sconto del primo ordine si riceve una sola volta per indirizzo.',
    invalidLink: ruleMessages.it.invalidNewsletterLink,
    tooManyRequests: 'Troppe richieste. Riprova tra qualche minuto.',
  },
  en: {
    invalidLanguage: 'The newsletter language must be one of: it, en',
    checkInbox:
      'Almost done! Check your inbox and open the link we sent you to confirm your subscription: you will then receive your 10% discount code for your first order. If you are already subscribed, there is nothing more to do.',
    confirmed:
      'Subscription confirmed! We have e-mailed you your 10% discount code for your first order.',
    reconfirmed:
      'Subscription confirmed! Welcome back: the first-order discount code is given once per address.',
    invalidLink: ruleMessages.en.invalidNewsletterLink,
    tooManyRequests: 'Too many requests. Please try again in a few minutes.',
  },
};
