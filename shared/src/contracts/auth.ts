import * as v from 'valibot';
import { CONSENT_TEXT_VERSION_PATTERN } from './consent-text-versions';
import {
  consentGiven,
  currentPassword,
  emailAddress,
  language,
  linkToken,
  newPassword,
  optionalBirthday,
  optionalChoice,
  passwordConfirmation,
  requiredText,
  samePassword,
  redirectPath,
} from './rules';

// Each request below is one schema: its TypeScript type, the API's validation of the body, the
// form's validation and spec §5's messages all come from it. A rule names its message's key.

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

/** The versions of the consent texts a form showed (`CONSENT_TEXT_VERSIONS`). */
const consentTextVersions = v.object({
  privacy: v.pipe(v.string(), v.regex(new RegExp(CONSENT_TEXT_VERSION_PATTERN))),
  newsletter: v.pipe(v.string(), v.regex(new RegExp(CONSENT_TEXT_VERSION_PATTERN))),
});

/**
 * `POST /api/auth/register`, confirmed by e-mail (double opt-in). A valid registration always
 * answers 200 with the same `RegisterResponse`, whether or not the address has an account, and
 * starts no session: a new address gets a single-use link (`/login/register?activate=…`, valid
 * 48 hours) that `POST /api/auth/register/confirm` opens; an address that has an account gets a
 * note to its owner instead. A refusal answers 400 with the first problem in form order, in
 * `language` (spec §5's Italian texts); too many registrations from one client, or naming one
 * address, 429 with Retry-After.
 */
const registerFields = v.object({
  email: emailAddress(),
  /** 8 to 64 characters, not one of the most common passwords. */
  password: newPassword(),
  passwordConfirmation: passwordConfirmation(),
  name: requiredText(),
  lastName: requiredText(),
  /** Optional: all three parts or none (left out or null); answered as "YYYY-MM-DD" or null. */
  birthday: optionalBirthday(),
  /**
   * Optional ("prefer not to say"): left out or null. With `interest`, only to show the shopper
   * first the collection they prefer; the form says so.
   */
  gender: optionalChoice(['male', 'female']),
  interest: optionalChoice(['men', 'women']),
  newsletter: v.boolean(),
  privacy: consentGiven(),
  language: language(),
  /** Where to go once the e-mailed link has logged the shopper in; else "/". */
  redirect: v.optional(redirectPath()),
  /** The server records these with the consents, and its own current versions when left out. */
  consentTextVersions: v.optional(consentTextVersions),
});

export const RegisterRequest = v.pipe(
  registerFields,
  samePassword<v.InferOutput<typeof registerFields>>(),
);
export type RegisterRequest = v.InferInput<typeof RegisterRequest>;

/** The fields of a registration that are not the account's, its consents or where to go next. */
type RegistrationAccountFields =
  | 'email'
  | 'password'
  | 'passwordConfirmation'
  | 'newsletter'
  | 'privacy'
  | 'language'
  | 'redirect'
  | 'consentTextVersions';

/**
 * What a registration says about the shopper (name, birthday, the optional answers), as the API
 * reads it: every field of `RegisterRequest` but the account's. A field added to the contract is
 * part of it, and is stored in the `customers` column of its name (snake case).
 */
export type RegistrationProfile = Omit<
  v.InferOutput<typeof RegisterRequest>,
  RegistrationAccountFields
>;

/** Spec §3 User: gender and interest. */
export type CustomerGender = NonNullable<RegisterRequest['gender']>;
export type CustomerInterest = NonNullable<RegisterRequest['interest']>;

/** The same for every address: the e-mail is on its way. No session starts. */
export interface RegisterResponse {
  message: string;
}

/**
 * `POST /api/auth/register/confirm`: the token of a registration's e-mailed link. It creates the
 * account and logs the shopper in (spec §4 register success: token and redirect). A link that is
 * unknown, used or expired answers 400 with `{ message }`.
 */
export const ActivateAccountRequest = v.object({
  token: linkToken('invalidActivationLink'),
  language: language(),
});
export type ActivateAccountRequest = v.InferInput<typeof ActivateAccountRequest>;

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
export const LoginRequest = v.object({
  email: emailAddress(),
  password: currentPassword(),
  /** Where to go once logged in; anything but a path on this site becomes "/". */
  redirect: v.optional(redirectPath()),
  /** The language of the answer's messages (default Italian). */
  language: v.optional(language()),
});
export type LoginRequest = v.InferInput<typeof LoginRequest>;

/** A new session cookie comes with it (a new id on every login). */
export interface LoginResponse {
  token: true;
  redirect: string;
}

/** The name of a social login provider in the server's configuration (`OIDC_PROVIDERS`). */
export const OIDC_PROVIDER_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;
/** Longer than any provider's ID token (a few KB at most). */
const ID_TOKEN_MAX_LENGTH = 16_384;

/** Longer than any provider's authorization code, and than any URL a browser keeps. */
const AUTHORIZATION_CODE_MAX_LENGTH = 2_048;
/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
export const PKCE_VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

const socialLoginCommon = {
  /** The provider's name, e.g. "google". */
  provider: v.pipe(v.string(), v.regex(OIDC_PROVIDER_NAME_PATTERN)),
  redirect: v.optional(redirectPath()),
  /** The language of the answer's messages, and of a customer it creates (default Italian). */
  language: v.optional(language()),
};

/**
 * The authorization code flow with PKCE, as the shop's login and registration pages run it: the
 * code the provider sent the shopper back with, and what the page kept for it. The server trades
 * the code for an ID token at the provider's token endpoint, then checks the token's `nonce`.
 */
const SocialLoginCodeGrant = v.object({
  ...socialLoginCommon,
  code: v.pipe(v.string(), v.nonEmpty(), v.maxLength(AUTHORIZATION_CODE_MAX_LENGTH)),
  codeVerifier: v.pipe(v.string(), v.regex(PKCE_VERIFIER_PATTERN)),
  /** The `redirect_uri` the page sent: a store's login page. */
  redirectUri: v.pipe(v.string(), v.url(), v.maxLength(AUTHORIZATION_CODE_MAX_LENGTH)),
  /** The `nonce` the page sent, which the ID token must carry. */
  nonce: v.pipe(v.string(), v.nonEmpty(), v.maxLength(256)),
});

/**
 * An ID token the client received itself (a native app, a provider's own sign-in widget, or an
 * account remote older than the code flow), which must have checked its `nonce`.
 */
const SocialLoginIdToken = v.object({
  ...socialLoginCommon,
  /** The compact JWS the provider issued to the shop's client id. */
  idToken: v.pipe(v.string(), v.nonEmpty(), v.maxLength(ID_TOKEN_MAX_LENGTH)),
});

/**
 * `POST /api/auth/socialLogin`: who the provider says signed in, as a code to trade or as an ID
 * token. The server verifies the ID token against the provider's keys (signature, issuer,
 * audience, expiry) and needs an address the provider has verified; it then logs in the customer
 * linked to that provider account, or the customer with that address (and links them), or creates
 * one without a password. A provider the shop does not know answers 400; a code or token refused
 * 401, both with `{ message }`; a provider that cannot be asked 503; too many attempts from one
 * client 429 with Retry-After.
 */
export const SocialLoginRequest = v.union([SocialLoginCodeGrant, SocialLoginIdToken]);
export type SocialLoginRequest = v.InferInput<typeof SocialLoginRequest>;

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
export const LostPasswordRequest = v.object({ email: emailAddress(), language: language() });
export type LostPasswordRequest = v.InferInput<typeof LostPasswordRequest>;

export interface LostPasswordResponse {
  message: string;
}

/**
 * `POST /api/auth/reset`: the token of the e-mailed link and the new password. It ends every
 * session of the customer; it does not log in. A link that is unknown, used or expired answers
 * 400 with `{ message }`.
 */
const resetPasswordFields = v.object({
  token: linkToken('invalidResetLink'),
  password: newPassword(),
  passwordConfirmation: passwordConfirmation(),
  language: language(),
});

export const ResetPasswordRequest = v.pipe(
  resetPasswordFields,
  samePassword<v.InferOutput<typeof resetPasswordFields>>(),
);
export type ResetPasswordRequest = v.InferInput<typeof ResetPasswordRequest>;

export interface ResetPasswordResponse {
  message: string;
}

/**
 * `POST /api/auth/guest`: the checkout starts a guest session for this address (a new session
 * cookie, replacing any session the browser had). `autoLogin` then answers `guest: true`.
 */
export const GuestSessionRequest = v.object({ email: emailAddress(), language: language() });
export type GuestSessionRequest = v.InferInput<typeof GuestSessionRequest>;

export interface GuestSessionResponse {
  message: string;
  guest: true;
}
