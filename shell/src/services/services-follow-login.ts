import { getEventBus, type EventBus, type RemoteName } from '@shop/shared';
import { ensureRemoteService } from './remote-services';
import type { LoadOptions } from '../remotes/load-remote-module';

/**
 * The services whose state is the shopper's own: a sign-in joins the visitor's cart and wishlist
 * to the customer's, a sign-out leaves a visitor's (empty) ones.
 */
const SHOPPER_SERVICES: readonly RemoteName[] = ['mf_checkout', 'mf_catalogue'];

/**
 * A login (or a logout) changes whose cart and wishlist the page shows. Their services read them
 * again when they hear the change; on a page that has not started them yet (home, the login page)
 * this starts them, and starting reads them, so the header's counts are right at once. Returns the
 * function that stops watching.
 */
export function startServicesFollowingLogin(
  bus: EventBus = getEventBus(),
  options?: LoadOptions,
): () => void {
  let owner: string | undefined;
  return bus.subscribe('account:auth', (auth) => {
    if (auth.isLoading) return;
    const next = `${auth.isLoggedIn}:${auth.isGuest}`;
    const changed = owner !== undefined && next !== owner;
    owner = next;
    if (!changed) return;
    for (const remote of SHOPPER_SERVICES) void ensureRemoteService(remote, options);
  });
}
