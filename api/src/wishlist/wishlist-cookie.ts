import { WISHLIST_VISITOR_MAX_ENTRIES } from '@shop/shared/contracts';
import { WishlistAddRequest } from '@shop/shared/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { normalizedKey, sameKey, type WishlistEntry } from './wishlist-entry';

export const WISHLIST_COOKIE = 'wishlist';
/** A visitor's list lasts 180 days after its last change. */
export const WISHLIST_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

// An entry is `SKU.colour.time` (when it was added, in Unix milliseconds); entries are joined by
// `~`, newest first. Neither separator can be part of a SKU or a colour's code (variant-fields.ts),
// and both pass through a cookie as they are.
const ENTRY_SEPARATOR = '~';
const FIELD_SEPARATOR = '.';
const TIME_PATTERN = /^\d{1,15}$/;
const KEY = v.pick(WishlistAddRequest, ['productId', 'colour']);

/** One entry of the cookie, or null when it is not one the shop wrote. */
function decodeEntry(text: string): WishlistEntry | null {
  const [productId, colour, time, ...rest] = text.split(FIELD_SEPARATOR);
  if (rest.length > 0 || time === undefined || !TIME_PATTERN.test(time)) return null;
  const key = { productId, colour };
  const addedAt = new Date(Number(time));
  if (!v.is(KEY, key) || Number.isNaN(addedAt.getTime())) return null;
  return { ...normalizedKey(key), addedAt };
}

/**
 * The entries of a cookie's value, newest first: what is not an entry, or repeats one, is left
 * out, and so is everything past the visitor's cap. Never throws, whatever the browser sends.
 */
export function decodeWishlistCookie(value: string | undefined): WishlistEntry[] {
  const entries: WishlistEntry[] = [];
  if (!value) return entries;
  for (const text of value.split(ENTRY_SEPARATOR)) {
    const entry = decodeEntry(text);
    if (!entry || entries.some((kept) => sameKey(kept, entry))) continue;
    entries.push(entry);
    if (entries.length === WISHLIST_VISITOR_MAX_ENTRIES) break;
  }
  return entries;
}

export function encodeWishlistCookie(entries: readonly WishlistEntry[]): string {
  return entries
    .map(({ productId, colour, addedAt }) =>
      [productId, colour, addedAt.getTime()].join(FIELD_SEPARATOR),
    )
    .join(ENTRY_SEPARATOR);
}

/** The visitor's entries, from the request's cookie. */
export function wishlistCookieEntries(request: FastifyRequest): WishlistEntry[] {
  // No cookies are parsed for a request Fastify could not route (a malformed URL).
  return decodeWishlistCookie(request.cookies?.[WISHLIST_COOKIE]);
}

/** Whether the request carries a wishlist cookie at all (well-formed or not). */
export function hasWishlistCookie(request: FastifyRequest): boolean {
  return request.cookies?.[WISHLIST_COOKIE] !== undefined;
}

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
});

/**
 * Writes the visitor's list into the cookie (script cannot read it, other sites' requests do not
 * carry it); an empty list forgets the cookie.
 */
export function setWishlistCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  entries: readonly WishlistEntry[],
): void {
  if (entries.length === 0) {
    clearWishlistCookie(request, reply);
    return;
  }
  reply.setCookie(WISHLIST_COOKIE, encodeWishlistCookie(entries), {
    ...cookieOptions(request),
    maxAge: WISHLIST_COOKIE_MAX_AGE_SECONDS,
  });
}

/** Forgets the wishlist cookie (its entries joined a customer's list). */
export function clearWishlistCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(WISHLIST_COOKIE, cookieOptions(request));
}
