import type { StoreId } from '@shop/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashAuthToken } from './auth-tokens';
import { sessionTokenOf, setSessionCookie } from './session-cookie';
import { findActiveSession, touchSession, type ActiveSession } from './session-repository';

/**
 * The request's unexpired session, or null. Using a session slides its expiry (at most every few
 * minutes, so reading pages does not write on every request) and renews the cookie with it; that
 * is the only thing reading a session changes.
 */
export async function currentSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  storeOrigins: Record<StoreId, string>,
): Promise<ActiveSession | null> {
  const token = sessionTokenOf(request);
  if (!token) return null;
  const sessionId = hashAuthToken(token);
  const session = await findActiveSession(db, sessionId);
  if (session?.stale) {
    await touchSession(db, sessionId);
    setSessionCookie(request, reply, token, storeOrigins);
  }
  return session;
}
