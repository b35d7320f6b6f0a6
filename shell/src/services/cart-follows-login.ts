import { getEventBus, type EventBus } from '@shop/shared';
import { ensureRemoteService } from './remote-services';
import type { LoadOptions } from '../remotes/load-remote-module';

/**
 * A login (or a logout) changes whose cart the page shows: the server joins the visitor's lines to
 * the customer's. The cart service reads the cart again when it hears the change; on a page that
 * has not started it yet (home, the login page) this starts it, and starting reads the cart, so
 * the header's badge counts the joined cart at once. Returns the function that stops watching.
 */
export function startCartFollowingLogin(
  bus: EventBus = getEventBus(),
  options?: LoadOptions,
): () => void {
  let owner: string | undefined;
  return bus.subscribe('account:auth', (auth) => {
    if (auth.isLoading) return;
    const next = `${auth.isLoggedIn}:${auth.isGuest}`;
    const changed = owner !== undefined && next !== owner;
    owner = next;
    if (changed) void ensureRemoteService('mf_checkout', options);
  });
}
