import type { Locale, StoreId } from '@shop/shared/contracts';
import type { EmailMessage } from '../email/email-message';
import { linkEmail, type LinkEmailTexts } from '../email/link-email';

export const PASSWORD_RESET_KIND = 'password-reset';

const resetTexts: Record<Locale, (name: string, minutes: number) => LinkEmailTexts> = {
  it: (name, minutes) => ({
    subject: 'Reimposta la tua password Aurelia',
    greeting: `Ciao ${name},`,
    paragraphs: [
      `abbiamo ricevuto una richiesta di reimpostare la password del tuo account Aurelia. Apri il link qui sotto entro ${minutes} minuti per sceglierne una nuova; il link funziona una volta sola.`,
      'Se non hai chiesto tu di reimpostare la password, ignora questa email: la tua password resta quella di prima.',
    ],
    action: 'Reimposta la password',
    signature: 'Aurelia',
  }),
  en: (name, minutes) => ({
    subject: 'Reset your Aurelia password',
    greeting: `Hello ${name},`,
    paragraphs: [
      `we received a request to reset the password of your Aurelia account. Open the link below within ${minutes} minutes to choose a new one; the link works only once.`,
      'If you did not ask to reset your password, ignore this e-mail: your password stays as it was.',
    ],
    action: 'Reset your password',
    signature: 'Aurelia',
  }),
};

/**
 * The reset page of a language's store, carrying the link's token: the Italian store for Italian,
 * the international store under /en for English.
 */
export function resetPageUrl(
  storeOrigins: Record<StoreId, string>,
  language: Locale,
  token: string,
): string {
  const url =
    language === 'it'
      ? new URL('/login/reset', storeOrigins.it)
      : new URL('/en/login/reset', storeOrigins.intl);
  url.searchParams.set('token', token);
  return url.href;
}

/** The e-mail with the single-use link to choose a new password. */
export function passwordResetEmail(
  to: string,
  name: string,
  language: Locale,
  link: string,
  validMinutes: number,
): EmailMessage {
  const texts = resetTexts[language](name, validMinutes);
  return linkEmail(to, language, PASSWORD_RESET_KIND, texts, link);
}
