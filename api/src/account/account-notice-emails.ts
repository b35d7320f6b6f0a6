import { isLocale, DEFAULT_LOCALE, type Locale, type StoreId } from '@shop/shared/contracts';
import type { EmailMessage } from '../email/email-message';
import { linkEmail, type LinkEmailTexts } from '../email/link-email';
import { storePageUrl } from './auth-emails';

export const WELCOME_KIND = 'welcome';
export const PASSWORD_CHANGED_KIND = 'password-changed';
export const ACCOUNT_DELETED_KIND = 'account-deleted';
export const EMAIL_CHANGE_KIND = 'email-change-confirmation';
export const EMAIL_CHANGED_KIND = 'email-changed';

/** Whom a notice about their account goes to: its address, first name and language. */
export interface AccountHolder {
  email: string;
  name: string;
  /** The language the customer registered in, as stored. */
  language: string;
}

/** A customer's stored language; an unexpected value reads as the shop's default. */
function languageOf(holder: AccountHolder): Locale {
  return isLocale(holder.language) ? holder.language : DEFAULT_LOCALE;
}

const greeting: Record<Locale, (name: string) => string> = {
  it: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
  en: (name) => (name ? `Hello ${name},` : 'Hello,'),
};

const welcomeTexts: Record<Locale, (name: string) => LinkEmailTexts> = {
  it: (name) => ({
    subject: 'Benvenuto su Aurelia',
    greeting: greeting.it(name),
    paragraphs: [
      'il tuo account Aurelia è pronto. Dal tuo account segui i tuoi ordini, salvi gli indirizzi per il checkout e gestisci i tuoi dati e le tue preferenze.',
      'Se non hai creato tu questo account, scrivici rispondendo a questa email.',
    ],
    action: 'Vai al tuo account',
    signature: 'Aurelia',
  }),
  en: (name) => ({
    subject: 'Welcome to Aurelia',
    greeting: greeting.en(name),
    paragraphs: [
      'your Aurelia account is ready. From your account you follow your orders, keep addresses for the checkout and manage your data and preferences.',
      'If you did not create this account, write to us by replying to this e-mail.',
    ],
    action: 'Go to your account',
    signature: 'Aurelia',
  }),
};

const passwordChangedTexts: Record<Locale, (name: string) => LinkEmailTexts> = {
  it: (name) => ({
    subject: 'La password del tuo account Aurelia è cambiata',
    greeting: greeting.it(name),
    paragraphs: [
      'la password del tuo account Aurelia è appena stata cambiata, e gli altri dispositivi in cui era aperto l’account sono stati disconnessi.',
      'Se sei stato tu, non devi fare nulla. Se non sei stato tu, reimposta subito la password dal link qui sotto e scrivici rispondendo a questa email.',
    ],
    action: 'Reimposta la password',
    signature: 'Aurelia',
  }),
  en: (name) => ({
    subject: 'Your Aurelia password has changed',
    greeting: greeting.en(name),
    paragraphs: [
      'the password of your Aurelia account has just been changed, and the other devices signed in to it have been signed out.',
      'If it was you, there is nothing to do. If it was not you, reset your password at once from the link below and write to us by replying to this e-mail.',
    ],
    action: 'Reset your password',
    signature: 'Aurelia',
  }),
};

const accountDeletedTexts: Record<Locale, (name: string) => LinkEmailTexts> = {
  it: (name) => ({
    subject: 'Il tuo account Aurelia è stato eliminato',
    greeting: greeting.it(name),
    paragraphs: [
      'come hai chiesto, il tuo account Aurelia è stato eliminato, con i tuoi indirizzi, i consensi e le sessioni aperte. Degli ordini conserviamo solo ciò che la legge ci chiede di tenere, senza i tuoi dati personali.',
      'Questa è l’ultima email che ti inviamo per questo account. Puoi sempre tornare a trovarci.',
    ],
    action: 'Visita Aurelia',
    signature: 'Aurelia',
  }),
  en: (name) => ({
    subject: 'Your Aurelia account has been deleted',
    greeting: greeting.en(name),
    paragraphs: [
      'as you asked, your Aurelia account has been deleted, with your addresses, consents and open sessions. Of your orders we keep only what the law requires, without your personal details.',
      'This is the last e-mail we send you for this account. You are always welcome back.',
    ],
    action: 'Visit Aurelia',
    signature: 'Aurelia',
  }),
};

const emailChangeTexts: Record<Locale, (name: string) => LinkEmailTexts> = {
  it: (name) => ({
    subject: 'Conferma il nuovo indirizzo del tuo account Aurelia',
    greeting: greeting.it(name),
    paragraphs: [
      'hai chiesto di usare questo indirizzo per il tuo account Aurelia. Conferma dal link qui sotto, entro 24 ore: fino ad allora vale l’indirizzo di prima.',
      'Se non sei stato tu, ignora questa email: non cambierà nulla.',
    ],
    action: 'Conferma il nuovo indirizzo',
    signature: 'Aurelia',
  }),
  en: (name) => ({
    subject: 'Confirm the new address of your Aurelia account',
    greeting: greeting.en(name),
    paragraphs: [
      'you asked to use this address for your Aurelia account. Confirm it with the link below within 24 hours: until then the previous address stays.',
      'If it was not you, ignore this e-mail: nothing will change.',
    ],
    action: 'Confirm the new address',
    signature: 'Aurelia',
  }),
};

const emailChangedTexts: Record<Locale, (name: string, newEmail: string) => LinkEmailTexts> = {
  it: (name, newEmail) => ({
    subject: 'L’indirizzo del tuo account Aurelia è cambiato',
    greeting: greeting.it(name),
    paragraphs: [
      `il tuo account Aurelia ora usa l’indirizzo ${newEmail}: è l’ultima email che ricevi qui per questo account.`,
      'Se non sei stato tu, scrivici subito rispondendo a questa email.',
    ],
    action: 'Vai al tuo account',
    signature: 'Aurelia',
  }),
  en: (name, newEmail) => ({
    subject: 'The address of your Aurelia account has changed',
    greeting: greeting.en(name),
    paragraphs: [
      `your Aurelia account now uses the address ${newEmail}: this is the last e-mail you get here for this account.`,
      'If it was not you, write to us at once by replying to this e-mail.',
    ],
    action: 'Go to your account',
    signature: 'Aurelia',
  }),
};

/** Sent to the new address a customer asked for: its link makes the change count. */
export function emailChangeEmail(
  holder: AccountHolder,
  newEmail: string,
  token: string,
  storeOrigins: Record<StoreId, string>,
): EmailMessage {
  const language = languageOf(holder);
  const link = storePageUrl(storeOrigins, language, '/account/profile');
  link.searchParams.set('confirmEmail', token);
  return linkEmail(
    newEmail,
    language,
    EMAIL_CHANGE_KIND,
    emailChangeTexts[language](holder.name),
    link.href,
  );
}

/** Sent to the old address once the change counts, so that an owner who did not ask knows. */
export function emailChangedEmail(
  holder: AccountHolder,
  newEmail: string,
  storeOrigins: Record<StoreId, string>,
): EmailMessage {
  const language = languageOf(holder);
  const link = storePageUrl(storeOrigins, language, '/account').href;
  return linkEmail(
    holder.email,
    language,
    EMAIL_CHANGED_KIND,
    emailChangedTexts[language](holder.name, newEmail),
    link,
  );
}

/** Sent when an account is created (by its activation link or a first social login). */
export function welcomeEmail(
  holder: AccountHolder,
  storeOrigins: Record<StoreId, string>,
): EmailMessage {
  const language = languageOf(holder);
  const link = storePageUrl(storeOrigins, language, '/account').href;
  return linkEmail(holder.email, language, WELCOME_KIND, welcomeTexts[language](holder.name), link);
}

/** Sent when the password changes, so that an owner who did not change it knows at once. */
export function passwordChangedEmail(
  holder: AccountHolder,
  storeOrigins: Record<StoreId, string>,
): EmailMessage {
  const language = languageOf(holder);
  const link = storePageUrl(storeOrigins, language, '/login/lost-password').href;
  return linkEmail(
    holder.email,
    language,
    PASSWORD_CHANGED_KIND,
    passwordChangedTexts[language](holder.name),
    link,
  );
}

/** Sent when the customer has deleted their account: the address's last e-mail from the shop. */
export function accountDeletedEmail(
  holder: AccountHolder,
  storeOrigins: Record<StoreId, string>,
): EmailMessage {
  const language = languageOf(holder);
  const link = storePageUrl(storeOrigins, language, '/').href;
  return linkEmail(
    holder.email,
    language,
    ACCOUNT_DELETED_KIND,
    accountDeletedTexts[language](holder.name),
    link,
  );
}
