import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { localeFromPath, toSafeShopPath, useEventBus } from '@shop/shared';
import { takeCartHandoff, takePreferenceHandoff } from './country-choice';
import { savePreference } from './use-preference';

/** Tokens already handed to the cart service on this page: a token opens its cart once. */
const received = new Set<string>();

/**
 * Adopts what the other store handed over in the URL: a preference (`?preference=FR`), stored on
 * this host, and a cart (`?cart=<token>`), handed to the cart service (`checkout:receive-cart`),
 * whose answer says what came and what stayed behind. Both leave the address bar at once (a
 * crafted path is replaced by the home page), so a reload or Back hands nothing over twice.
 */
export function useStoreHandoff(): void {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const bus = useEventBus();

  useEffect(() => {
    const preference = takePreferenceHandoff(search);
    const cart = takeCartHandoff(preference.search);
    if (cart.search === search) return;
    if (preference.code) savePreference(preference.code);
    if (cart.token && !received.has(cart.token)) {
      received.add(cart.token);
      bus.publish('checkout:receive-cart', {
        token: cart.token,
        commandId: `cart-move-${cart.token.slice(0, 8)}`,
      });
    }
    const safePathname = toSafeShopPath(pathname, localeFromPath(pathname));
    void navigate({ pathname: safePathname, search: cart.search, hash }, { replace: true, state });
  }, [pathname, search, hash, state, navigate, bus]);
}
