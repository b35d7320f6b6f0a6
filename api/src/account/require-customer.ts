import type { StoreId } from '@shop/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { errorBody } from '../http/error-handling';
import { requestLocale } from '../http/request-locale';
import { authMessages } from './auth-messages';
import { currentSession } from './current-session';

const customerOfRequest = new WeakMap<FastifyRequest, number>();

/**
 * A `preHandler` for the account routes (spec §6): it lets through only a registered customer's
 * session and answers 401 `{ message }` to everybody else, nobody and a guest alike. The route
 * then reads the customer with `customerIdOf(request)`. Refusals are logged.
 */
export function requireCustomer(db: Kysely<Database>, storeOrigins: Record<StoreId, string>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await currentSession(db, request, reply, storeOrigins);
    if (!session || session.guest || session.customerId === null) {
      request.log.warn(
        { session: session ? 'guest' : 'none', url: request.url },
        'account route refused: no customer session',
      );
      return reply.code(401).send(errorBody(authMessages[requestLocale(request)].loginRequired));
    }
    customerOfRequest.set(request, session.customerId);
  };
}

/** The customer `requireCustomer` let through; calling it on a route without it is a bug. */
export function customerIdOf(request: FastifyRequest): number {
  const customerId = customerOfRequest.get(request);
  if (customerId === undefined) {
    throw new Error(`${request.url} reads the customer without the requireCustomer preHandler`);
  }
  return customerId;
}
