import type { StoreId } from '@shop/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { currentSession, type ActiveSession } from '../account';
import type { Database } from '../db/schema';
import { customerWishlist } from './customer-wishlist';
import { visitorWishlist } from './visitor-wishlist';
import type { Wishlist } from './wishlist';

/**
 * The list of a session already read: a signed-in customer's is theirs; a visitor's, and a
 * guest's (a checkout without an account is no customer), is the cookie's.
 */
export function wishlistOfSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  session: ActiveSession | null,
): Wishlist {
  const customerId = session && !session.guest ? session.customerId : null;
  return customerId === null ? visitorWishlist(request, reply) : customerWishlist(db, customerId);
}

/** The list a request reads and changes (see `wishlistOfSession`). */
export async function wishlistOf(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  storeOrigins: Record<StoreId, string>,
): Promise<Wishlist> {
  const session = await currentSession(db, request, reply, storeOrigins);
  return wishlistOfSession(db, request, reply, session);
}
