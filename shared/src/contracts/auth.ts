import type { Locale } from './locale';

/**
 * The signed-in shopper as `GET /api/auth/autoLogin` describes them. A guest's session knows only
 * the address given at checkout: for a guest `name` and `lastName` are empty strings.
 */
export interface AuthUserData {
  name: string;
  lastName: string;
  email: string;
}

/**
 * `GET /api/auth/autoLogin`: who the session belongs to.
 * - nobody (no session, or it ended): `{ guest: false, userData: null }`;
 * - a registered customer: `{ guest: false, userData: { name, lastName, email } }`;
 * - a guest (`POST /api/auth/guest`): `{ guest: true, userData: { name: '', lastName: '', email } }`,
 *   so that a guest counts as logged in (spec §4: "isLoggedIn is whether a payload exists") and
 *   the account pages still turn them away.
 */
export interface AutoLoginResponse {
  guest: boolean;
  userData: AuthUserData | null;
}

/** Spec §3 User: gender and interest. */
export type CustomerGender = 'male' | 'female';
export type CustomerInterest = 'men' | 'women';

/** A birthday as the form asks for it: day and month of at most 2 digits, a 4-digit year. */
export interface BirthdayInput {
  day: number;
  month: number;
  year: number;
}

/**
 * `POST /api/auth/register`, confirmed by e-mail (double opt-in). A valid registration always
 * answers 200 with the same `RegisterResponse`, whether or not the address has an account, and
 * starts no session: a new address gets a single-use link (`/login/register?activate=…`, valid
 * 48 hours) that `POST /api/auth/register/confirm` opens; an address that has an account gets a
 * note to its owner instead. A refusal answers 400 with the first problem in form order, in
 * `language` (spec §5's Italian texts); too many registrations from one client, or naming one
 * address, 429 with Retry-After.
 */
export interface RegisterRequest {
  email: string;
  /** 8 to 64 characters, not one of the most common passwords. */
  password: string;
  passwordConfirmation: string;
  name: string;
  lastName: string;
  /** Optional: may be left out or null. */
  birthday?: BirthdayInput | null;
  /**
   * Optional ("prefer not to say"): may be left out or null. With `interest`, only to show the
   * shopper first the collection they prefer; the form says so.
   */
  gender?: CustomerGender | null;
  interest?: CustomerInterest | null;
  newsletter: boolean;
  /** Must be true. */
  privacy: boolean;
  language: Locale;
  /** Where to go once the e-mailed link has logged the shopper in; a path on this site, else "/". */
  redirect?: string;
  /**
   * The versions of the consent texts the form showed (`CONSENT_TEXT_VERSIONS`); the server
   * records them with the consents, and its own current versions when left out.
   */
  consentTextVersions?: { privacy: string; newsletter: string };
}

/** The same for every address: the e-mail is on its way. No session starts. */
export interface RegisterResponse {
  message: string;
}

/**
 * `POST /api/auth/register/confirm`: the token of a registration's e-mailed link. It creates the
 * account and logs the shopper in (spec §4 register success: token and redirect). A link that is
 * unknown, used or expired answers 400 with `{ message }`.
 */
export interface ActivateAccountRequest {
  token: string;
  language: Locale;
}

/** A new session cookie comes with it: the shopper is logged in. */
export interface ActivateAccountResponse {
  message: string;
  /** The registration's `redirect`. */
  redirect: string;
  token: true;
}

/**
 * `POST /api/auth/login`. Wrong credentials answer 401 with one message for an unknown address,
 * an account not activated yet and a wrong password alike. There is no lock: after a few attempts
 * at one address from unknown devices, each further attempt must wait 1, 2, 4 … up to 60 seconds
 * (429 with Retry-After and a message saying how long), while the owner's correct password from a
 * device they logged in from before (an HttpOnly `device` cookie) is never delayed; too many
 * attempts from one client also answer 429 with Retry-After.
 */
export interface LoginRequest {
  email: string;
  password: string;
  /** Where to go once logged in; anything but a path on this site becomes "/". */
  redirect?: string;
  /** The language of the answer's messages (default Italian). */
  language?: Locale;
}

/** A new session cookie comes with it (a new id on every login). */
export interface LoginResponse {
  token: true;
  redirect: string;
}

/**
 * `POST /api/auth/socialLogin`: the OpenID Connect ID token a provider gave the shopper. The server
 * verifies it against the provider's keys (signature, issuer, audience, expiry) and needs an
 * address the provider has verified; it then logs in the customer linked to that provider account,
 * or the customer with that address (and links them), or creates one without a password.
 * A provider the shop does not know answers 400; a token refused 401, both with `{ message }`;
 * a provider whose keys cannot be read 503; too many attempts from one client 429 with
 * Retry-After.
 */
export interface SocialLoginRequest {
  /** The provider's name in the server's configuration (`OIDC_PROVIDERS`), e.g. "google". */
  provider: string;
  /** The compact JWS the provider issued to the shop's client id. */
  idToken: string;
  /** Where to go once logged in; anything but a path on this site becomes "/". */
  redirect?: string;
  /** The language of the answer's messages, and of a customer it creates (default Italian). */
  language?: Locale;
}

/** A new session cookie comes with it (a new id on every login), as with `LoginResponse`. */
export interface SocialLoginResponse {
  token: true;
  redirect: string;
}

/** `POST /api/auth/logout`: ends the session (if any) and clears its cookie; always 200. */
export interface LogoutResponse {
  message: string;
}

/**
 * `POST /api/auth/lost-password`: always the same 200 message, whether or not the address has an
 * account. An account's owner gets an e-mail with a single-use link to `/login/reset?token=…`
 * that works for one hour.
 */
export interface LostPasswordRequest {
  email: string;
  language: Locale;
}

export interface LostPasswordResponse {
  message: string;
}

/**
 * `POST /api/auth/reset`: the token of the e-mailed link and the new password. It ends every
 * session of the customer; it does not log in. A link that is unknown, used or expired answers
 * 400 with `{ message }`.
 */
export interface ResetPasswordRequest {
  token: string;
  password: string;
  passwordConfirmation: string;
  language: Locale;
}

export interface ResetPasswordResponse {
  message: string;
}

/**
 * `POST /api/auth/guest`: the checkout starts a guest session for this address (a new session
 * cookie, replacing any session the browser had). `autoLogin` then answers `guest: true`.
 */
export interface GuestSessionRequest {
  email: string;
  language: Locale;
}

export interface GuestSessionResponse {
  message: string;
  guest: true;
}
