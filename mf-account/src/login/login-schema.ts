import { object, type InferType } from 'yup';
import { emailField, requiredString, type Locale } from '@shop/shared';

export function loginSchema(locale: Locale) {
  return object({
    email: emailField(locale),
    password: requiredString(locale),
  });
}

export type LoginValues = InferType<ReturnType<typeof loginSchema>>;
