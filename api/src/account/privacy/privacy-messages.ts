import type { Locale } from '@shop/shared/contracts';

export interface PrivacyMessages {
  /** The account is gone; the shopper is logged out. */
  accountDeleted: string;
  /** The password typed to confirm the deletion is not the account's. */
  wrongPassword: string;
  /** A customer who signed up through a social login has no password to confirm with. */
  passwordNeeded: string;
  /** Too many wrong passwords: the deletion waits. */
  tooManyAttempts: string;
  invalidRequest: string;
}

export const privacyMessages: Record<Locale, PrivacyMessages> = {
  it: {
    accountDeleted:
      'Il tuo account è stato eliminato. I tuoi dati personali sono stati cancellati e sei stato disconnesso.',
    wrongPassword: 'La password inserita non è corretta',
    passwordNeeded:
      'Il tuo account non ha una password: impostane una con "Password dimenticata", poi conferma con quella',
    tooManyAttempts: 'Troppi tentativi. Riprova più tardi.',
    invalidRequest: 'Richiesta non valida',
  },
  en: {
    accountDeleted:
      'Your account has been deleted. Your personal data has been erased and you have been logged out.',
    wrongPassword: 'The password is not correct',
    passwordNeeded:
      'Your account has no password: set one through "Forgot your password", then confirm with it',
    tooManyAttempts: 'Too many attempts. Please try again later.',
    invalidRequest: 'Invalid request',
  },
};
