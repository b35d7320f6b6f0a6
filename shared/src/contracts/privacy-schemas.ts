import * as v from 'valibot';
import { currentPassword, language } from './rules';

/**
 * `POST /api/account/delete`: the customer confirms by typing their password again. It deletes
 * the customer, their addresses, consents, social logins and every session (the cookie is
 * cleared), and anonymises their orders, which the law requires the shop to keep. A wrong
 * password answers 401, a customer without a password 409 (they set one through lost password
 * first), another site's request 403, a visitor or guest 401, all with `{ message }`; too many
 * wrong passwords 429 with Retry-After.
 */
export const DeleteAccountRequest = v.object({
  password: currentPassword(),
  language: language(),
});
export type DeleteAccountRequest = v.InferInput<typeof DeleteAccountRequest>;
