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
  | 'invalidNewsletterLink';

/**
 * Every text a contract's rule may fail with: spec §5's, word for word, and the few rules beyond
 * them. A contract names the key (`v.nonEmpty('required')`); `ruleMessage` says it.
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
  },
};

export function isRuleMessageKey(value: unknown): value is RuleMessageKey {
  return typeof value === 'string' && Object.hasOwn(ruleMessages.it, value);
}
