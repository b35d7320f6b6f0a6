import { boolean, object, string, type InferType } from 'yup';
import { validationMessages, type Locale } from '@shop/shared';
import {
  emailField,
  passwordConfirmation,
  privacyConsent,
  requiredString,
} from '@shop/shared/validation';
import { newPassword } from '../forms/new-password';

/** The API's text for a year that is not one (`invalidBirthday`). */
const invalidBirthday: Record<Locale, string> = {
  it: 'La data di nascita non è valida',
  en: 'The date of birth is not valid',
};

/** One part of the optional birthday: required as soon as another part is filled in. */
function birthdayPart(locale: Locale, pattern: RegExp, message: string) {
  return string()
    .trim()
    .test('with-the-others', validationMessages[locale].required, function (value) {
      const { birthDay, birthMonth, birthYear } = this.parent as Record<string, string | undefined>;
      return Boolean(value) || !(birthDay?.trim() || birthMonth?.trim() || birthYear?.trim());
    })
    .matches(pattern, { message, excludeEmptyString: true });
}

/** The radio value of "prefer not to say": nothing is sent for the question. */
export const NOT_SAID = 'not-said';

/** Spec §3 User, with spec §5's messages: the registration form. */
export function registerSchema(locale: Locale) {
  const messages = validationMessages[locale];
  return object({
    email: emailField(locale),
    password: newPassword(locale),
    passwordConfirmation: passwordConfirmation(locale),
    name: requiredString(locale),
    lastName: requiredString(locale),
    birthDay: birthdayPart(locale, /^\d{1,2}$/, messages.datePartMaxDigits),
    birthMonth: birthdayPart(locale, /^\d{1,2}$/, messages.datePartMaxDigits),
    birthYear: birthdayPart(locale, /^\d{4}$/, invalidBirthday[locale]),
    // Optional: "prefer not to say" (the form's default) sends neither.
    gender: string().oneOf(['male', 'female', NOT_SAID]).defined(),
    interest: string().oneOf(['men', 'women', NOT_SAID]).defined(),
    newsletter: boolean().defined(),
    privacy: privacyConsent(locale),
  });
}

export type RegisterValues = InferType<ReturnType<typeof registerSchema>>;

/** The form as it starts: gender and interest not said, no consent given. */
export interface RegisterFormValues {
  email: string;
  password: string;
  passwordConfirmation: string;
  name: string;
  lastName: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  gender: typeof NOT_SAID | 'male' | 'female';
  interest: typeof NOT_SAID | 'men' | 'women';
  newsletter: boolean;
  privacy: boolean;
}

export const emptyRegistration: RegisterFormValues = {
  email: '',
  password: '',
  passwordConfirmation: '',
  name: '',
  lastName: '',
  birthDay: '',
  birthMonth: '',
  birthYear: '',
  gender: NOT_SAID,
  interest: NOT_SAID,
  newsletter: false,
  privacy: false,
};
