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
