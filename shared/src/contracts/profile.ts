import * as v from 'valibot';
import { CONSENT_TEXT_VERSION_PATTERN } from './consent-text-versions';
import type { ConsentRecord } from './privacy';
import {
  currentPassword,
  emailAddress,
  fieldRule,
  language,
  linkToken,
  newPassword,
  passwordConfirmation,
  requiredText,
  samePassword,
} from './rules';

// The customer's own profile (issue 30): read it, change the name, the password and the
// newsletter, with every consent recorded with the version of its words.

/** Where the customer stands with the newsletter. */
export type NewsletterStanding = 'subscribed' | 'awaiting-confirmation' | 'not-subscribed';

/** `GET /api/account/profile` (a signed-in customer only; anyone else 401). */
export interface ProfileResponse {
  name: string;
  lastName: string;
  email: string;
  /** False for a customer who signed up through a social login and never set a password. */
  hasPassword: boolean;
  newsletter: NewsletterStanding;
  /** An address asked for and waiting for its link, or null. */
  pendingEmail: string | null;
  /** The consent log (GDPR art. 7(1)), newest first. */
  consents: ConsentRecord[];
}

/** What every change of the profile answers: its message and the profile as it now is. */
export interface ProfileChangeResponse {
  message: string;
  profile: ProfileResponse;
}

/** `PATCH /api/account/profile`: the customer's name, as the header and e-mails greet them. */
export const ProfileNameRequest = v.object({
  name: requiredText(),
  lastName: requiredText(),
  language: language(),
});
export type ProfileNameRequest = v.InferInput<typeof ProfileNameRequest>;

const passwordChangeFields = v.object({
  /** The password now; a customer without one (social login) sets one by lost password. */
  currentPassword: currentPassword(),
  password: newPassword(),
  passwordConfirmation: passwordConfirmation(),
  language: language(),
});

/**
 * `POST /api/account/password`: a new password, given the current one (403 with a message when
 * wrong; the login's per-account limit counts each wrong one). Every other session of the
 * customer ends; this one stays. The owner is told by e-mail.
 */
export const PasswordChangeRequest = v.pipe(
  passwordChangeFields,
  samePassword<v.InferOutput<typeof passwordChangeFields>>(),
  fieldRule<v.InferOutput<typeof passwordChangeFields>>(
    'password',
    ({ password, currentPassword: current }) =>
      typeof password !== 'string' || password === '' || password !== current,
    'passwordUnchanged',
  ),
);
export type PasswordChangeRequest = v.InferInput<typeof PasswordChangeRequest>;

/**
 * `POST /api/account/newsletter`: subscribe (the newsletter's double opt-in: an e-mail to confirm)
 * or unsubscribe at once. Either way the consent log records it with the version of the words the
 * page showed.
 */
export const NewsletterPreferenceRequest = v.object({
  subscribe: v.boolean(),
  textVersion: v.pipe(v.string(), v.regex(new RegExp(CONSENT_TEXT_VERSION_PATTERN))),
  language: language(),
});
export type NewsletterPreferenceRequest = v.InferInput<typeof NewsletterPreferenceRequest>;

/**
 * `POST /api/account/email`: the address the customer wants instead, with the current password
 * (when the account has one). A link goes to the new address; the change counts once it is opened,
 * within 24 hours. The answer is the same whether or not another account uses the address.
 */
export const EmailChangeRequest = v.object({
  email: emailAddress(),
  currentPassword: v.optional(currentPassword()),
  language: language(),
});
export type EmailChangeRequest = v.InferInput<typeof EmailChangeRequest>;

/**
 * `POST /api/account/email/confirm`: the token of the link sent to the new address. 400 for a link
 * unknown, used or expired; 409 when another account has taken the address meanwhile.
 */
export const EmailChangeConfirmRequest = v.object({
  token: linkToken('invalidEmailChangeLink'),
  language: language(),
});
export type EmailChangeConfirmRequest = v.InferInput<typeof EmailChangeConfirmRequest>;
