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

export const ACCOUNT_ACTIVATION_KIND = 'account-activation';
export const ALREADY_REGISTERED_KIND = 'already-registered';
export const NO_ACCOUNT_KIND = 'password-reset-no-account';

const activationTexts: Record<Locale, (name: string, hours: number) => LinkEmailTexts> = {
  it: (name, hours) => ({
    subject: 'Attiva il tuo account Aurelia',
    greeting: `Ciao ${name},`,
    paragraphs: [
      `grazie per esserti registrato su Aurelia. Apri il link qui sotto entro ${hours} ore per attivare il tuo account: entrerai subito con l’email e la password che hai scelto. Il link funziona una volta sola.`,
      'Se non ti sei registrato tu, ignora questa email: senza il link nessun account viene creato.',
    ],
    action: 'Attiva il tuo account',
    signature: 'Aurelia',
  }),
  en: (name, hours) => ({
    subject: 'Activate your Aurelia account',
    greeting: `Hello ${name},`,
    paragraphs: [
      `thank you for registering with Aurelia. Open the link below within ${hours} hours to activate your account: you will be logged in at once with the e-mail and password you chose. The link works only once.`,
      'If you did not register, ignore this e-mail: without the link no account is created.',
    ],
    action: 'Activate your account',
    signature: 'Aurelia',
  }),
};

const alreadyRegisteredTexts: Record<Locale, (name: string) => LinkEmailTexts> = {
  it: (name) => ({
    subject: 'Qualcuno ha provato a registrarsi con il tuo indirizzo',
    greeting: `Ciao ${name},`,
    paragraphs: [
      'qualcuno ha appena provato a creare un account Aurelia con questo indirizzo email, che ha già un account: il tuo. Non è stato creato nessun nuovo account.',
      'Se eri tu, accedi con la tua password; se non la ricordi, dalla pagina di accesso puoi reimpostarla. Se non eri tu, ignora questa email: il tuo account resta com’era.',
    ],
    action: 'Accedi',
    signature: 'Aurelia',
  }),
  en: (name) => ({
    subject: 'Someone tried to register with your address',
    greeting: `Hello ${name},`,
    paragraphs: [
      'someone just tried to create an Aurelia account with this e-mail address, which already has an account: yours. No new account was created.',
      'If it was you, log in with your password; if you do not remember it, you can reset it from the login page. If it was not you, ignore this e-mail: your account stays as it was.',
    ],
    action: 'Log in',
    signature: 'Aurelia',
  }),
};

const noAccountTexts: Record<Locale, () => LinkEmailTexts> = {
  it: () => ({
    subject: 'Reimpostazione della password Aurelia',
    greeting: 'Ciao,',
    paragraphs: [
      'qualcuno ha chiesto di reimpostare la password di un account Aurelia con questo indirizzo email, ma questo indirizzo non ha un account.',
      'Se eri tu, forse ti sei registrato con un altro indirizzo; oppure puoi creare un account ora. Se non eri tu, ignora questa email.',
    ],
    action: 'Registrati',
    signature: 'Aurelia',
  }),
  en: () => ({
    subject: 'Aurelia password reset',
    greeting: 'Hello,',
    paragraphs: [
      'someone asked to reset the password of an Aurelia account with this e-mail address, but this address has no account.',
      'If it was you, perhaps you registered with another address; or you can create an account now. If it was not you, ignore this e-mail.',
    ],
    action: 'Register',
    signature: 'Aurelia',
  }),
};

/** A page of a language's store: the Italian store for Italian, the international one under /en. */
export function storePageUrl(
  storeOrigins: Record<StoreId, string>,
  language: Locale,
  path: string,
): URL {
  return language === 'it'
    ? new URL(path, storeOrigins.it)
    : new URL(`/en${path}`, storeOrigins.intl);
}

/** The registration page opening a registration's link (`/login/register?activate=…`). */
export function activationPageUrl(
  storeOrigins: Record<StoreId, string>,
  language: Locale,
  token: string,
): string {
  const url = storePageUrl(storeOrigins, language, '/login/register');
  url.searchParams.set('activate', token);
  return url.href;
}

/** The e-mail with the single-use link that activates a new account and logs its owner in. */
export function activationEmail(
  to: string,
  name: string,
  language: Locale,
  link: string,
  validHours: number,
): EmailMessage {
  return linkEmail(
    to,
    language,
    ACCOUNT_ACTIVATION_KIND,
    activationTexts[language](name, validHours),
    link,
  );
}

/** To the owner of an address someone tried to register again: log in or reset the password. */
export function alreadyRegisteredEmail(
  to: string,
  name: string,
  language: Locale,
  storeOrigins: Record<StoreId, string>,
): EmailMessage {
  const link = storePageUrl(storeOrigins, language, '/login').href;
  return linkEmail(
    to,
    language,
    ALREADY_REGISTERED_KIND,
    alreadyRegisteredTexts[language](name),
    link,
  );
}

/** To an address without an account that someone asked a password reset for. */
export function noAccountEmail(
  to: string,
  language: Locale,
  storeOrigins: Record<StoreId, string>,
): EmailMessage {
  const link = storePageUrl(storeOrigins, language, '/login/register').href;
  return linkEmail(to, language, NO_ACCOUNT_KIND, noAccountTexts[language](), link);
}
