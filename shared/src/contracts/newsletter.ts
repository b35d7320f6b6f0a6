import * as v from 'valibot';
import { consentGiven, emailAddress, language, linkToken } from './rules';

/**
 * `POST /api/newsletter`: ask to sign an e-mail address up for the newsletter (10% off the first
 * order). The address is subscribed only once its owner follows the link of the confirmation
 * e-mail (double opt-in). A refusal answers 400 with the first problem in form order (e-mail,
 * privacy, language), in `language`.
 */
export const NewsletterSignupRequest = v.object({
  email: emailAddress(),
  /** The privacy consent; must be true. */
  privacy: consentGiven(),
  /** The shopper's current locale; the e-mails are sent in this language. */
  language: language(),
});
export type NewsletterSignupRequest = v.InferInput<typeof NewsletterSignupRequest>;

/**
 * The answer to a signup: the same text whether the address is new, waiting for confirmation or
 * already subscribed, so that nobody can learn from it whether an address is on the list.
 */
export interface NewsletterSignupResponse {
  message: string;
}

/**
 * `POST /api/newsletter/confirm`: the token of the confirmation link (`?confirm=` on the page). A
 * malformed token answers 400 with the invalid-link message.
 */
export const NewsletterConfirmRequest = v.object({
  token: linkToken('invalidNewsletterLink'),
  /** The language of the page the link opened; used for the answer's text. */
  language: language(),
});
export type NewsletterConfirmRequest = v.InferInput<typeof NewsletterConfirmRequest>;

/**
 * The answer to a valid (or already used) link. An unknown or expired link answers 404, a
 * malformed one 400, each with `{ message }` in the request's language.
 */
export interface NewsletterConfirmResponse {
  message: string;
}
