import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What another domain does when a visitor proves who they are (login, registration, social login),
 * after the session is set: the cart carries the visitor's lines over, the wishlist its entries.
 * Handed in where the app is put together, so the account uses no domain that uses it.
 */
export type SignInHook = (
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: number,
) => Promise<void>;

/** One hook that runs `hooks` one after the other, in the order given. */
export function signInHooksInTurn(...hooks: SignInHook[]): SignInHook {
  return async (request, reply, customerId) => {
    for (const hook of hooks) await hook(request, reply, customerId);
  };
}
