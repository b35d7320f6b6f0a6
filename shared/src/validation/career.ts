import { boolean, mixed, object, string } from 'yup';
import {
  CAREER_MESSAGE_MAX_LENGTH,
  CAREER_NAME_MAX_LENGTH,
  CAREER_WEBSITE_MAX_LENGTH,
  CV_EXTENSIONS,
  CV_MAX_BYTES,
  isCareerPosition,
} from '../contracts/careers';
import type { Locale } from '../contracts/locale';
import { validationMessages } from './messages';
import { EMAIL_PATTERN } from './patterns';
import { phoneNumberE164 } from './phone-number';

export type CareerMessageKey =
  | 'positionRequired'
  | 'nameTooLong'
  | 'invalidPhone'
  | 'invalidWebsite'
  | 'messageTooLong'
  | 'cvRequired'
  | 'cvTooLarge'
  | 'cvWrongType';

/** The careers form's texts beyond spec §5 (the same on the page and from the API). */
export const careerMessages: Record<Locale, Record<CareerMessageKey, string>> = {
  it: {
    positionRequired: 'Scegli la posizione per cui ti candidi',
    nameTooLong: `Il nome può contenere al massimo ${CAREER_NAME_MAX_LENGTH} caratteri`,
    invalidPhone:
      'Il numero di telefono inserito non è valido: per un numero estero indica il prefisso, ad esempio +44',
    invalidWebsite: 'Inserisci un indirizzo web valido, ad esempio https://portfolio.it',
    messageTooLong: `Il messaggio può contenere al massimo ${CAREER_MESSAGE_MAX_LENGTH} caratteri`,
    cvRequired: 'Allega il tuo CV in formato PDF, DOC o DOCX',
    cvTooLarge: 'Il CV supera i 5 MB: allega un file più piccolo',
    cvWrongType: 'Il CV deve essere un file PDF, DOC o DOCX',
  },
  en: {
    positionRequired: 'Choose the position you are applying for',
    nameTooLong: `Your name can be at most ${CAREER_NAME_MAX_LENGTH} characters long`,
    invalidPhone:
      'The phone number entered is not valid: for a number outside Italy give its country code, for example +44',
    invalidWebsite: 'Enter a valid web address, for example https://portfolio.com',
    messageTooLong: `Your message can be at most ${CAREER_MESSAGE_MAX_LENGTH} characters long`,
    cvRequired: 'Attach your CV as a PDF, DOC or DOCX file',
    cvTooLarge: 'Your CV is larger than 5 MB: attach a smaller file',
    cvWrongType: 'Your CV must be a PDF, DOC or DOCX file',
  },
};

/** The text fields of an application, in form order. */
export const CAREER_TEXT_FIELDS = [
  'name',
  'email',
  'phone',
  'position',
  'website',
  'message',
] as const;
export type CareerTextField = (typeof CAREER_TEXT_FIELDS)[number];

/** An http(s) address with a dotted host; blank is fine (the field is optional). */
function isWebsite(value: string): boolean {
  if (value.length > CAREER_WEBSITE_MAX_LENGTH) return false;
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/**
 * What is wrong with one text field of an application, or null: the one rule the form's yup
 * schema and the API both use, so they never disagree.
 */
export function careerFieldProblem(
  field: CareerTextField,
  value: unknown,
  locale: Locale,
): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  switch (field) {
    case 'name':
      if (text === '') return validationMessages[locale].required;
      return text.length > CAREER_NAME_MAX_LENGTH ? careerMessages[locale].nameTooLong : null;
    case 'email':
      if (text === '') return validationMessages[locale].required;
      return text.length <= 254 && EMAIL_PATTERN.test(text)
        ? null
        : validationMessages[locale].email;
    case 'phone':
      return text === '' || phoneNumberE164(text) ? null : careerMessages[locale].invalidPhone;
    case 'position':
      return isCareerPosition(text) ? null : careerMessages[locale].positionRequired;
    case 'website':
      return text === '' || isWebsite(text) ? null : careerMessages[locale].invalidWebsite;
    case 'message':
      if (text === '') return validationMessages[locale].required;
      if (text.length < 3) return validationMessages[locale].minChars3;
      return text.length > CAREER_MESSAGE_MAX_LENGTH ? careerMessages[locale].messageTooLong : null;
  }
}

/** The first problem of an application's text fields in form order, or null. */
export function careerTextProblem(
  fields: Partial<Record<CareerTextField, unknown>>,
  locale: Locale,
): string | null {
  for (const field of CAREER_TEXT_FIELDS) {
    const problem = careerFieldProblem(field, fields[field], locale);
    if (problem) return problem;
  }
  return null;
}

/** The CV's name ending, lower case, when it is one accepted; the content is the server's to check. */
export function cvExtension(fileName: string): (typeof CV_EXTENSIONS)[number] | null {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return CV_EXTENSIONS.find((accepted) => accepted === extension) ?? null;
}

/** What is wrong with the chosen CV by its name and size, or null. */
export function cvFileProblem(
  file: { name: string; size: number } | null | undefined,
  locale: Locale,
): string | null {
  if (!file) return careerMessages[locale].cvRequired;
  if (!cvExtension(file.name)) return careerMessages[locale].cvWrongType;
  return file.size > CV_MAX_BYTES ? careerMessages[locale].cvTooLarge : null;
}

/** The privacy consent: the box must be ticked (`yes` from the form), else spec §8's message. */
export function careerConsentProblem(value: unknown, locale: Locale): string | null {
  return value === true || value === 'yes' ? null : validationMessages[locale].privacy;
}

const ruleOf = (field: CareerTextField, locale: Locale) =>
  string().test(field, (value, context) => {
    const problem = careerFieldProblem(field, value ?? '', locale);
    return problem ? context.createError({ message: problem }) : true;
  });

/** The careers form's schema: the shared rules above, messages in `locale`. */
export function careerSchema(locale: Locale) {
  return object({
    name: ruleOf('name', locale),
    email: ruleOf('email', locale),
    phone: ruleOf('phone', locale),
    position: ruleOf('position', locale),
    website: ruleOf('website', locale),
    message: ruleOf('message', locale),
    privacyConsent: boolean().test('privacyConsent', (value, context) => {
      const problem = careerConsentProblem(value, locale);
      return problem ? context.createError({ message: problem }) : true;
    }),
    cv: mixed<{ name: string; size: number }>()
      .nullable()
      .test('cv', (value, context) => {
        const problem = cvFileProblem(value, locale);
        return problem ? context.createError({ message: problem }) : true;
      }),
  });
}
