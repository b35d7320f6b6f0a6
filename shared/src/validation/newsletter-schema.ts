import { object, type InferType } from 'yup';
import type { Locale } from '../contracts/locale';
import { emailField, privacyConsent } from './fields';

/** The newsletter signup form (page and footer block): e-mail and privacy consent (spec §5). */
export function newsletterSchema(locale: Locale) {
  return object({
    email: emailField(locale),
    privacy: privacyConsent(locale),
  });
}

export type NewsletterFormValues = InferType<ReturnType<typeof newsletterSchema>>;
