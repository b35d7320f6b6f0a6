import type { SavedAddress } from './addresses';
import type { CustomerGender, CustomerInterest } from './auth';
import type { Locale } from './locale';

/**
 * The versions of the consent texts the registration form shows. A change of a text's wording
 * gets a new version, so every recorded consent says which words the customer agreed to. The form
 * sends the versions it rendered (`RegisterRequest.consentTextVersions`); the server records them.
 */
export const CONSENT_TEXT_VERSIONS = {
  privacy: '2026-06',
  newsletter: '2026-06',
} as const;

/** The consents the shop records: the privacy notice and the newsletter's marketing e-mails. */
export type ConsentKind = keyof typeof CONSENT_TEXT_VERSIONS;

/** `YYYY-MM` with an optional suffix (`2026-06`, `2026-06b`): what a consent text version looks like. */
export const CONSENT_TEXT_VERSION_PATTERN = '^[0-9]{4}-[0-9]{2}[a-z]?$';

/** One recorded consent: which text, which version of its words, given or withdrawn, and when. */
export interface ConsentRecord {
  kind: ConsentKind;
  granted: boolean;
  textVersion: string;
  /** ISO 8601. */
  recordedAt: string;
}

/**
 * `GET /api/account/data`: everything the shop keeps about the signed-in customer (GDPR art. 15
 * and 20), as a JSON download (`Content-Disposition: attachment`). Visitors and guests get 401.
 */
export interface AccountDataExport {
  /** ISO 8601: when this copy was made. */
  exportedAt: string;
  profile: {
    email: string;
    name: string;
    lastName: string;
    /** "YYYY-MM-DD" or null. */
    birthday: string | null;
    gender: CustomerGender | null;
    interest: CustomerInterest | null;
    language: Locale;
    /** Whether the account can log in with a password (not only through a social login). */
    hasPassword: boolean;
    /** ISO 8601. */
    createdAt: string;
  };
  consents: ConsentRecord[];
  addresses: SavedAddress[];
  socialLogins: { provider: string; linkedAt: string; lastLoginAt: string }[];
}

/**
 * `POST /api/account/delete`: the customer confirms by typing their password again. It deletes
 * the customer, their addresses, consents, social logins and every session (the cookie is
 * cleared), and anonymises their orders, which the law requires the shop to keep. A wrong
 * password answers 401, a customer without a password 409 (they set one through lost password
 * first), another site's request 403, a visitor or guest 401, all with `{ message }`; too many
 * wrong passwords 429 with Retry-After.
 */
export interface DeleteAccountRequest {
  password: string;
  language: Locale;
}

export interface DeleteAccountResponse {
  message: string;
}

/** The data download's address, below the API base. */
export const ACCOUNT_DATA_PATH = '/account/data';
