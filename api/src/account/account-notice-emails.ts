import { isLocale, DEFAULT_LOCALE, type Locale, type StoreId } from '@shop/shared/contracts';
import type { EmailMessage } from '../email/email-message';
import { linkEmail, type LinkEmailTexts } from '../email/link-email';
import { storePageUrl } from './auth-emails';

export const WELCOME_KIND = 'welcome';
export const PASSWORD_CHANGED_KIND = 'password-changed';
export const ACCOUNT_DELETED_KIND = 'account-deleted';

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
      'la password del tuo account Aurelia è appena stata cambiata, e le sessioni aperte con quella vecchia sono state chiuse.',
      'Se sei stato tu, non devi fare nulla. Se non sei stato tu, reimposta subito la password dal link qui sotto e scrivici rispondendo a questa email.',
    ],
    action: 'Reimposta la password',
    signature: 'Aurelia',
  }),
  en: (name) => ({
    subject: 'Your Aurelia password has changed',
    greeting: greeting.en(name),
    paragraphs: [
      'the password of your Aurelia account has just been changed, and the sessions opened with the old one have been closed.',
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
