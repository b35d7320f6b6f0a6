import type { FastifyReply, FastifyRequest } from 'fastify';
import { CART_TOKEN_PATTERN } from './cart-token';

export const CART_COOKIE = 'cart';
/** A cart lasts 30 days after its last change. */
export const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The token of the request's cart cookie, when it has a well-formed one. */
export function cartTokenOf(request: FastifyRequest): string | null {
  // No cookies are parsed for a request Fastify could not route (a malformed URL).
  const token = request.cookies?.[CART_COOKIE];
  return token && CART_TOKEN_PATTERN.test(token) ? token : null;
}

/** Sets (or renews) the cart cookie: script cannot read it, other sites' requests do not carry it. */
export function setCartCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(CART_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: CART_COOKIE_MAX_AGE_SECONDS,
  });
}

/** Forgets the cart cookie (its cart was carried over into a customer's). */
export function clearCartCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(CART_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
