/**
 * A standard e-mail pattern (the HTML living standard's, with a dotted domain required):
 * local part, "@", then dot-separated labels of letters, digits and inner hyphens. Kept apart from
 * the yup schemas so a page without a form library can check an address too.
 */
/** The longest address a mail server accepts (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
