import type { Locale } from '@shop/shared/contracts';
import { validationMessages } from '@shop/shared/validation';

export interface AuthMessages {
  /** The exact texts of spec §5. */
  required: string;
  invalidEmail: string;
  invalidPassword: string;
  passwordMismatch: string;
  datePartMaxDigits: string;
  privacyRequired: string;
  /** A new password that is on the list of the most common ones. */
  commonPassword: string;
  /** A birthday that is no calendar date, or is in the future or before 1900. */
  invalidBirthday: string;
  /** A body the schema refused for a reason no field message names. */
  invalidRequest: string;
  /**
   * The answer to every registration, whether or not the address has an account: the link to
   * activate a new account, or a note to an existing account's owner, is in the inbox.
   */
  activationLinkSent: string;
  /** A registration's link opened: the account exists and the shopper is logged in. */
  registered: string;
  /** A registration link that is unknown, used already or expired. */
  invalidActivationLink: string;
  /** Unknown address and wrong password alike. */
  wrongCredentials: string;
  /** A social login with a provider the shop is not configured for. */
  unknownSocialProvider: string;
  /**
   * A social login whose ID token is not valid (signature, issuer, audience, expiry), whose
   * address the provider has not verified, or whose address belongs to a customer linked to
   * another account of the same provider.
   */
  socialLoginRefused: string;
  /** The provider's keys could not be read: the shopper may try again later. */
  socialProviderUnavailable: string;
  /** Too many logins from one client; says how long to wait. */
  tooManyLoginAttempts: (seconds: number) => string;
  /** An address's next login from an unknown device must wait; says how long. */
  loginDelayed: (seconds: number) => string;
  /** Too many requests (lost password, reset, registration). */
  tooManyRequests: string;
  /** The answer to every lost-password request, whether or not the address has an account. */
  resetLinkSent: string;
  /** The new password is set. */
  passwordChanged: string;
  /** A reset link that is unknown, used already or expired. */
  invalidResetLink: string;
  loggedOut: string;
  guestStarted: string;
  /** An account route without a customer's session (nobody, or a guest). */
  loginRequired: string;
}

/** "30 secondi", "1 minuto", "10 minuti": a wait in whole seconds up to a minute, else minutes. */
function waitIt(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 secondo' : `${seconds} secondi`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minuti`;
}

function waitEn(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const authMessages: Record<Locale, AuthMessages> = {
  it: {
    required: validationMessages.it.required,
    invalidEmail: validationMessages.it.email,
    invalidPassword: validationMessages.it.password,
    passwordMismatch: validationMessages.it.passwordMismatch,
    datePartMaxDigits: validationMessages.it.datePartMaxDigits,
    privacyRequired: validationMessages.it.privacy,
    commonPassword:
      'La password inserita non è valida: è tra le più usate e facili da indovinare, scegline un’altra',
    invalidBirthday: 'La data di nascita non è valida',
    invalidRequest: 'Richiesta non valida',
    activationLinkSent:
      'Ti abbiamo inviato un’email: apri il link per attivare il tuo account. Se l’indirizzo ha già un account, l’email ti spiega come accedere.',
    registered: 'Registrazione completata! Benvenuto in Aurelia.',
    invalidActivationLink:
      'Il link di attivazione non è valido, è già stato usato o è scaduto. Registrati di nuovo o, se hai già attivato l’account, accedi.',
    wrongCredentials: 'Email o password non corretti',
    unknownSocialProvider: 'Questo metodo di accesso non è disponibile',
    socialLoginRefused:
      'Non è stato possibile accedere con questo account. Riprova o accedi con email e password.',
    socialProviderUnavailable:
      'Il servizio di accesso scelto non risponde. Riprova tra qualche minuto o accedi con email e password.',
    tooManyLoginAttempts: (seconds) =>
      `Troppi tentativi di accesso da questa connessione. Riprova tra ${waitIt(seconds)}.`,
    loginDelayed: (seconds) =>
      `Per proteggere l’account, il prossimo tentativo di accesso con questa email è possibile tra ${waitIt(seconds)}. Dal dispositivo da cui accedi di solito, o dopo aver reimpostato la password, puoi entrare subito.`,
    tooManyRequests: 'Troppe richieste. Riprova tra qualche minuto.',
    resetLinkSent:
      'Se l’indirizzo è registrato, riceverai a breve un’email con il link per reimpostare la password. Il link vale un’ora.',
    passwordChanged: 'Password aggiornata! Ora puoi accedere con la nuova password.',
    invalidResetLink:
      'Il link per reimpostare la password non è valido, è già stato usato o è scaduto. Richiedine uno nuovo.',
    loggedOut: 'Sei uscito dal tuo account',
    guestStarted: 'Prosegui come ospite',
    loginRequired: 'Devi accedere per continuare',
  },
  en: {
    required: validationMessages.en.required,
    invalidEmail: validationMessages.en.email,
    invalidPassword: validationMessages.en.password,
    passwordMismatch: validationMessages.en.passwordMismatch,
    datePartMaxDigits: validationMessages.en.datePartMaxDigits,
    privacyRequired: validationMessages.en.privacy,
    commonPassword:
      'The password entered is not valid: it is one of the most common and easiest to guess, please choose another',
    invalidBirthday: 'The date of birth is not valid',
    invalidRequest: 'Invalid request',
    activationLinkSent:
      'We have sent you an e-mail: open the link to activate your account. If the address already has an account, the e-mail tells you how to log in.',
    registered: 'Registration complete! Welcome to Aurelia.',
    invalidActivationLink:
      'This activation link is not valid, has already been used or has expired. Please register again or, if you have already activated your account, log in.',
    wrongCredentials: 'Incorrect email or password',
    unknownSocialProvider: 'This sign-in method is not available',
    socialLoginRefused:
      'We could not log you in with this account. Please try again or log in with your email and password.',
    socialProviderUnavailable:
      'The sign-in service you chose is not answering. Please try again in a few minutes or log in with your email and password.',
    tooManyLoginAttempts: (seconds) =>
      `Too many login attempts from this connection. Please try again in ${waitEn(seconds)}.`,
    loginDelayed: (seconds) =>
      `To protect the account, the next login attempt with this e-mail address is possible in ${waitEn(seconds)}. From the device you usually log in from, or after resetting your password, you can log in at once.`,
    tooManyRequests: 'Too many requests. Please try again in a few minutes.',
    resetLinkSent:
      'If the address is registered, you will shortly receive an e-mail with a link to reset your password. The link is valid for one hour.',
    passwordChanged: 'Password updated! You can now log in with your new password.',
    invalidResetLink:
      'This password reset link is not valid, has already been used or has expired. Please request a new one.',
    loggedOut: 'You have logged out',
    guestStarted: 'Continuing as a guest',
    loginRequired: 'Please log in to continue',
  },
};
