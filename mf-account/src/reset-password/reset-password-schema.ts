import { object, type InferType } from 'yup';
import type { Locale } from '@shop/shared';
import { passwordConfirmation } from '@shop/shared/validation';
import { newPassword } from '../forms/new-password';

export function resetPasswordSchema(locale: Locale) {
  return object({
    password: newPassword(locale),
    passwordConfirmation: passwordConfirmation(locale),
  });
}

export type ResetPasswordValues = InferType<ReturnType<typeof resetPasswordSchema>>;
