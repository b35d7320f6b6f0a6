import type { AccountDataExport, DeleteAccountResponse, StoreId } from '@shop/shared/contracts';
import { DeleteAccountRequest } from '@shop/shared/contracts/schemas';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthLimits } from '../../config';
import type { Database } from '../../db/schema';
import { contractBody, type ShopPluginAsync } from '../../http/contract-validation';
import { errorBody } from '../../http/error-handling';
import { requestLocale } from '../../http/request-locale';
import { hitRateLimit } from '../../rate-limit/rate-limit';
import { findPasswordHash } from '../customer-repository';
import { verifyPassword } from '../password-hash';
import { customerIdOf, requireCustomer } from '../require-customer';
import { clearSessionCookie } from '../session-cookie';
import type { AccountErasure } from './account-erasure';
import { privacyMessages } from './privacy-messages';
import { eraseCustomer, readAccountData } from './privacy-repository';

export interface PrivacyRoutesOptions {
  db: Kysely<Database>;
  storeOrigins: Record<StoreId, string>;
  limits: AuthLimits;
  /** The other modules' part of a deletion (checkout anonymises orders). */
  erasure: AccountErasure;
}

/** Wrong passwords typed to confirm a deletion, per customer: a stolen session cannot guess on. */
const DELETE_CUSTOMER = 'account-delete-customer';

/**
 * The customer's rights over their data (GDPR art. 15, 17, 20): a copy of it as a JSON download,
 * and the deletion of the account, confirmed by the password. Only a customer's session gets in
 * (401 for nobody and a guest); a deletion from another site's page is refused first (403).
 */
export const privacyRoutes: ShopPluginAsync<PrivacyRoutesOptions> = async (
  app,
  { db, storeOrigins, limits, erasure },
) => {
  const customerOnly = requireCustomer(db, storeOrigins);
  const refuse = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).header('Cache-Control', 'no-store').send(errorBody(message));

  app.get('/api/account/data', { preHandler: customerOnly }, async (request, reply) => {
    const data: AccountDataExport | null = await readAccountData(db, customerIdOf(request));
    if (!data) return refuse(reply, 401, privacyMessages[requestLocale(request)].invalidRequest);
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `attachment; filename="account-data-${day}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.post(
    '/api/account/delete',
    {
      ...contractBody(DeleteAccountRequest),
      // The customer first: a stranger is told to log in, whatever the body.
      preValidation: customerOnly,
    },
    async (request, reply) => {
      const messages = privacyMessages[requestLocale(request)];
      const customerId = customerIdOf(request);

      const attempts = await hitRateLimit(
        db,
        DELETE_CUSTOMER,
        String(customerId),
        limits.loginPerAccount,
      );
      if (!attempts.allowed) {
        request.log.warn({ customerId }, 'account deletion refused: too many attempts');
        return reply
          .code(429)
          .header('Retry-After', String(attempts.retryAfterSeconds))
          .send(errorBody(messages.tooManyAttempts));
      }
      const passwordHash = await findPasswordHash(db, customerId);
      if (passwordHash === null) return refuse(reply, 409, messages.passwordNeeded);
      // The hash is checked before the transaction opens: it must not hold a connection.
      if (!passwordHash || !(await verifyPassword(request.body.password, passwordHash))) {
        request.log.warn({ customerId }, 'account deletion refused: wrong password');
        return refuse(reply, 401, messages.wrongPassword);
      }

      const erased = await db
        .transaction()
        .execute((trx) => eraseCustomer(trx, customerId, erasure, storeOrigins));
      request.log.info({ customerId, erased }, 'account deleted');
      clearSessionCookie(request, reply, storeOrigins);
      const answer: DeleteAccountResponse = { message: messages.accountDeleted };
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  );
};
