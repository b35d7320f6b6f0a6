import type { StoreId } from '@shop/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { storeForHost } from '../http/store';
import { isAuthToken } from './auth-tokens';
import { SESSION_MAX_AGE_SECONDS } from './session-repository';

export const SESSION_COOKIE = 'session';

/** The token of the request's session cookie, when it has a well-formed one. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  // No cookies are parsed for a request Fastify could not route (a malformed URL).
  const token = request.cookies?.[SESSION_COOKIE];
  return isAuthToken(token) ? token : null;
}

/**
 * Secure when the request came over HTTPS or the store it belongs to is served over HTTPS (behind
 * a proxy that ends TLS the request itself may look like plain HTTP).
 */
export function isSecureRequest(
  request: FastifyRequest,
  storeOrigins: Record<StoreId, string>,
): boolean {
  const store = storeForHost(request.host, storeOrigins);
  return request.protocol === 'https' || new URL(storeOrigins[store]).protocol === 'https:';
}

/**
 * Sets (or renews) the session cookie: script cannot read it, other sites' requests do not carry
 * it (SameSite=Lax), and it lives as long as the session's sliding expiry.
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  storeOrigins: Record<StoreId, string>,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request, storeOrigins),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  storeOrigins: Record<StoreId, string>,
): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request, storeOrigins),
  });
}
