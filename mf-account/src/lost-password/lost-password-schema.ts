import { object, type InferType } from 'yup';
import type { Locale } from '@shop/shared';
import { emailField } from '@shop/shared/validation';

export function lostPasswordSchema(locale: Locale) {
  return object({ email: emailField(locale) });
}

export type LostPasswordValues = InferType<ReturnType<typeof lostPasswordSchema>>;
