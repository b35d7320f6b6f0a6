import type { Locale } from '@shop/shared/contracts';
import type { EmailMessage } from '../email/email-message';
import { linkEmail, type LinkEmailTexts } from '../email/link-email';
import { withListUnsubscribe } from '../email/list-unsubscribe';

export const CONFIRMATION_KIND = 'newsletter-confirmation';
export const WELCOME_KIND = 'newsletter-welcome';
export const WELCOME_BACK_KIND = 'newsletter-welcome-back';

/** The last line of every newsletter e-mail, before its one-click unsubscribe link. */
const unsubscribeLabel: Record<Locale, string> = {
  it: 'Non vuoi più ricevere la newsletter? Annulla l’iscrizione con un clic',
  en: 'No longer want the newsletter? Unsubscribe in one click',
};

const confirmationTexts: Record<Locale, (hours: number) => LinkEmailTexts> = {
  it: (hours) => ({
    subject: 'Conferma la tua iscrizione alla newsletter Aurelia',
    greeting: 'Ciao,',
    paragraphs: [
      `per completare l'iscrizione alla newsletter di Aurelia apri il link qui sotto entro ${hours} ore. Dopo la conferma riceverai il codice sconto del 10% sul tuo primo ordine.`,
      "Se non hai chiesto tu l'iscrizione, ignora questa email: senza conferma non riceverai altri messaggi.",
    ],
    action: "Conferma l'iscrizione",
    signature: 'Aurelia',
  }),
  en: (hours) => ({
    subject: 'Confirm your subscription to the Aurelia newsletter',
    greeting: 'Hello,',
    paragraphs: [
      `to complete your subscription to the Aurelia newsletter, open the link below within ${hours} hours. Once you confirm, you will receive a 10% discount code for your first order.`,
      'If you did not ask to subscribe, ignore this e-mail: without confirmation you will receive no further messages.',
    ],
    action: 'Confirm your subscription',
    signature: 'Aurelia',
  }),
};

const welcomeTexts: Record<Locale, (code: string) => LinkEmailTexts> = {
  it: (code) => ({
    subject: 'Benvenuto nella newsletter Aurelia: il tuo 10% di sconto',
    greeting: 'Ciao,',
    paragraphs: [
      'grazie per aver confermato la tua iscrizione alla newsletter di Aurelia.',
      `Ecco il tuo codice sconto del 10% sul primo ordine: ${code}`,
      'Inseriscilo nel carrello al momento del pagamento.',
    ],
    action: 'Vai al negozio',
    signature: 'Aurelia',
  }),
  en: (code) => ({
    subject: 'Welcome to the Aurelia newsletter: your 10% discount',
    greeting: 'Hello,',
    paragraphs: [
      'thank you for confirming your subscription to the Aurelia newsletter.',
      `Here is your 10% discount code for your first order: ${code}`,
      'Enter it in your cart at checkout.',
    ],
    action: 'Visit the shop',
    signature: 'Aurelia',
  }),
};

const welcomeBackTexts: Record<Locale, LinkEmailTexts> = {
  it: {
    subject: 'Bentornato nella newsletter Aurelia',
    greeting: 'Ciao,',
    paragraphs: [
      'la tua iscrizione alla newsletter di Aurelia è di nuovo attiva.',
      'Il codice sconto del 10% sul primo ordine si riceve una sola volta per indirizzo: se non lo hai ancora usato, è quello che ti abbiamo inviato alla prima iscrizione.',
    ],
    action: 'Vai al negozio',
    signature: 'Aurelia',
  },
  en: {
    subject: 'Welcome back to the Aurelia newsletter',
    greeting: 'Hello,',
    paragraphs: [
      'your subscription to the Aurelia newsletter is active again.',
      'The 10% first-order discount code is given once per address: if you have not used it yet, it is the one we sent you when you first subscribed.',
    ],
    action: 'Visit the shop',
    signature: 'Aurelia',
  },
};

/** The e-mail with the link that confirms a signup (double opt-in). */
export function confirmationEmail(
  to: string,
  language: Locale,
  link: string,
  validHours: number,
): EmailMessage {
  return linkEmail(to, language, CONFIRMATION_KIND, confirmationTexts[language](validHours), link);
}

/**
 * The e-mail sent once a signup is confirmed: the first-order discount code for an address
 * confirming for the first time, a welcome back without it for one that had unsubscribed. Both
 * are newsletter e-mails, so they carry the one-click unsubscribe link.
 */
export function welcomeEmail(
  to: string,
  language: Locale,
  discountCode: string | null,
  storeUrl: string,
  unsubscribeUrl: string,
): EmailMessage {
  const message =
    discountCode === null
      ? linkEmail(to, language, WELCOME_BACK_KIND, welcomeBackTexts[language], storeUrl)
      : linkEmail(to, language, WELCOME_KIND, welcomeTexts[language](discountCode), storeUrl);
  return withListUnsubscribe(message, unsubscribeUrl, unsubscribeLabel[language]);
}
