import { object, type InferType } from 'yup';
import type { Locale } from '@shop/shared';
import { emailField, requiredString } from '@shop/shared/validation';

export function loginSchema(locale: Locale) {
  return object({
    email: emailField(locale),
    password: requiredString(locale),
  });
}

export type LoginValues = InferType<ReturnType<typeof loginSchema>>;
