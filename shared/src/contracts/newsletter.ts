import type { Locale } from './locale';

/** `POST /api/newsletter`: sign an e-mail address up for the newsletter (10% off the first order). */
export interface NewsletterSignupRequest {
  email: string;
  /** The shopper's current locale; the newsletter is sent in this language. */
  language: Locale;
  /** The privacy consent; must be true. */
  privacy: boolean;
}

/** The answer to a successful signup: a confirmation in the request's language. */
export interface NewsletterSignupResponse {
  message: string;
}
