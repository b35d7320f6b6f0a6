import type { Locale } from '../contracts/locale';
import { validationMessages, type ValidationMessageKey } from './messages';

// Apart from `messages.ts` (which every page's shared copy carries): only the pages with a form
// and the API say a contract's rules.

/** Rules a contract names beyond spec §5's texts (`ruleMessages`). */
export type RuleMessageKey =
  | ValidationMessageKey
  | 'invalidBirthday'
  | 'tooLong'
  | 'invalidResetLink'
  | 'invalidActivationLink'
  | 'invalidNewsletterLink'
  | 'invalidPostalCode'
  | 'invalidForeignPostalCode'
  | 'postalCodeNotInProvince'
  | 'provinceInvalid'
  | 'regionInvalid'
  | 'invalidPhonePrefix'
  | 'invalidPhone'
  | 'invalidFiscalCode'
  | 'invalidVatNumber'
  | 'invalidSdiCode'
  | 'invalidPec'
  | 'sdiOrPecRequired'
  | 'sdiOrPecNotBoth'
  | 'invalidCardNumber'
  | 'invalidCardExpiry'
  | 'invalidCardCvc'
  | 'cardExpired'
  | 'passwordUnchanged'
  | 'invalidEmailChangeLink';

/**
 * Every text a contract's rule may fail with: spec §5's, word for word, and the few rules beyond
 * them. A contract names the key (`v.nonEmpty('required')`); `ruleMessage` says it. `{{example}}`
 * stands for a valid value the failure carries (a postal code of the address's country).
 */
export const ruleMessages: Record<Locale, Record<RuleMessageKey, string>> = {
  it: {
    ...validationMessages.it,
    invalidBirthday: 'La data di nascita non è valida',
    tooLong: 'Il testo inserito è troppo lungo',
    invalidResetLink:
      'Il link per reimpostare la password non è valido, è già stato usato o è scaduto. Richiedine uno nuovo.',
    invalidActivationLink:
      'Il link di attivazione non è valido, è già stato usato o è scaduto. Registrati di nuovo o, se hai già attivato l’account, accedi.',
    invalidNewsletterLink:
      'Il link di conferma non è valido o è scaduto. Iscriviti di nuovo per riceverne uno nuovo.',
    invalidPostalCode: 'Il CAP inserito non è valido',
    invalidForeignPostalCode: 'Il codice postale inserito non è valido (es. {{example}})',
    postalCodeNotInProvince: 'Il CAP inserito non appartiene alla provincia selezionata',
    provinceInvalid: 'Seleziona una provincia tra quelle disponibili',
    regionInvalid: 'Seleziona uno stato o una provincia tra quelli disponibili',
    invalidPhonePrefix: 'Il prefisso inserito non è valido',
    invalidPhone: 'Il numero di telefono inserito non è valido',
    invalidFiscalCode: 'Il codice fiscale inserito non è valido',
    invalidVatNumber: 'La partita IVA inserita non è valida',
    invalidSdiCode: 'Il codice destinatario deve avere 7 caratteri',
    invalidPec: 'L’indirizzo PEC inserito non è valido',
    sdiOrPecRequired: 'Inserisci il codice destinatario o l’indirizzo PEC',
    sdiOrPecNotBoth: 'Indica il codice destinatario SDI oppure la PEC, non entrambi',
    invalidCardNumber: 'Il numero della carta non è valido',
    invalidCardExpiry: 'La data di scadenza non è valida',
    invalidCardCvc: 'Il codice di sicurezza non è valido',
    cardExpired: 'La carta è scaduta',
    passwordUnchanged: 'La nuova password deve essere diversa da quella attuale',
    invalidEmailChangeLink:
      'Il link per confermare il nuovo indirizzo non è valido o è scaduto. Chiedi di nuovo il cambio dal tuo profilo.',
  },
  en: {
    ...validationMessages.en,
    invalidBirthday: 'The date of birth is not valid',
    tooLong: 'The text entered is too long',
    invalidResetLink:
      'This password reset link is not valid, has already been used or has expired. Please request a new one.',
    invalidActivationLink:
      'This activation link is not valid, has already been used or has expired. Please register again or, if you have already activated your account, log in.',
    invalidNewsletterLink:
      'This confirmation link is not valid or has expired. Sign up again to receive a new one.',
    invalidPostalCode: 'The postal code entered is not valid',
    invalidForeignPostalCode: 'The postal code entered is not valid (e.g. {{example}})',
    postalCodeNotInProvince: 'The postal code entered is not in the selected province',
    provinceInvalid: 'Please select one of the available provinces',
    regionInvalid: 'Please select one of the available states or provinces',
    invalidPhonePrefix: 'The dialling code entered is not valid',
    invalidPhone: 'The phone number entered is not valid',
    invalidFiscalCode: 'The fiscal code entered is not valid',
    invalidVatNumber: 'The VAT number entered is not valid',
    invalidSdiCode: 'The recipient code must have 7 characters',
    invalidPec: 'The certified e-mail (PEC) address entered is not valid',
    sdiOrPecRequired: 'Enter the recipient code or the certified e-mail (PEC) address',
    sdiOrPecNotBoth: 'Give either the SDI recipient code or the PEC address, not both',
    invalidCardNumber: 'The card number is not valid',
    invalidCardExpiry: 'The expiry date is not valid',
    invalidCardCvc: 'The security code is not valid',
    cardExpired: 'The card has expired',
    passwordUnchanged: 'The new password must differ from the current one',
    invalidEmailChangeLink:
      'The link to confirm the new address is not valid or has expired. Ask for the change again from your profile.',
  },
};

export function isRuleMessageKey(value: unknown): value is RuleMessageKey {
  return typeof value === 'string' && Object.hasOwn(ruleMessages.it, value);
}
