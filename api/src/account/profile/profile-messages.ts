import type { Locale } from '@shop/shared/contracts';

export interface ProfileMessages {
  nameSaved: string;
  passwordChanged: string;
  wrongCurrentPassword: string;
  noPasswordYet: string;
  tooManyPasswordAttempts: (seconds: number) => string;
  newsletterAwaitingConfirmation: string;
  newsletterAlreadySubscribed: string;
  newsletterUnsubscribed: string;
  emailLinkSent: (email: string) => string;
  sameEmail: string;
  currentPasswordNeeded: string;
  emailChanged: (email: string) => string;
  emailTaken: string;
}

export const profileMessages: Record<Locale, ProfileMessages> = {
  it: {
    nameSaved: 'Nome aggiornato',
    passwordChanged:
      'Password cambiata. Gli altri dispositivi in cui avevi effettuato l’accesso sono stati disconnessi.',
    wrongCurrentPassword: 'La password attuale non è corretta',
    noPasswordYet:
      'Il tuo account non ha ancora una password: impostala con «Hai dimenticato la password?».',
    tooManyPasswordAttempts: (seconds) =>
      `Troppi tentativi con la password attuale. Riprova tra ${Math.ceil(seconds / 60)} minuti.`,
    newsletterAwaitingConfirmation:
      'Ti abbiamo inviato un’e-mail: conferma l’iscrizione alla newsletter dal link che contiene.',
    newsletterAlreadySubscribed: 'Sei già iscritto alla newsletter',
    newsletterUnsubscribed: 'Non riceverai più la newsletter',
    emailLinkSent: (email) =>
      `Ti abbiamo inviato un link a ${email}: il nuovo indirizzo vale da quando lo apri, entro 24 ore.`,
    sameEmail: 'È già l’indirizzo del tuo account',
    currentPasswordNeeded: 'Inserisci la password attuale per cambiare l’indirizzo',
    emailChanged: (email) => `Indirizzo aggiornato: ora accedi con ${email}`,
    emailTaken:
      'Questo indirizzo è ora usato da un altro account: il tuo account resta con l’indirizzo di prima.',
  },
  en: {
    nameSaved: 'Name updated',
    passwordChanged:
      'Password changed. The other devices where you were signed in have been signed out.',
    wrongCurrentPassword: 'The current password is not correct',
    noPasswordYet: 'Your account has no password yet: set one with “Forgot your password?”.',
    tooManyPasswordAttempts: (seconds) =>
      `Too many tries with the current password. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
    newsletterAwaitingConfirmation:
      'We have sent you an e-mail: confirm your newsletter subscription with the link in it.',
    newsletterAlreadySubscribed: 'You are already subscribed to the newsletter',
    newsletterUnsubscribed: 'You will no longer receive the newsletter',
    emailLinkSent: (email) =>
      `We have sent a link to ${email}: the new address counts once you open it, within 24 hours.`,
    sameEmail: 'This is already your account’s address',
    currentPasswordNeeded: 'Enter your current password to change the address',
    emailChanged: (email) => `Address updated: you now sign in with ${email}`,
    emailTaken: 'This address is now used by another account: yours keeps its previous address.',
  },
};
