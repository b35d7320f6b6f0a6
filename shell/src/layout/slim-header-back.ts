import {
  localeHome,
  matchShopPath,
  routeById,
  routePath,
  toLocalizedShopPath,
  type Locale,
} from '@shop/shared';

export interface SlimHeaderBack {
  /** Where the back link points. */
  to: string;
  /** The previous step's label, or null for the generic "Back". */
  label: string | null;
  /** The link leaves a placed order's page for the shop (labelled so, not "Back"). */
  toShop?: true;
  /** Go back in the tab's history instead, when the shopper came from another page of the shop. */
  preferHistory: boolean;
}

/** The checkout's pages about an order already placed: paid, or its payment to try again. */
const PLACED_ORDER_PAGES: ReadonlySet<string> = new Set(['checkout-success', 'checkout-error']);

/**
 * Where the slim header's back button leads (spec §2, §4: "the stored previous step"): on a
 * checkout page, the previous step the checkout published, else the cart (a placed order's page:
 * the shop, since its checkout is over); on login pages, the page the shopper came from, else the
 * home. Always in the shopper's locale and on the shop.
 */
export function slimHeaderBack({
  pathname,
  locale,
  prevStep,
  prevStepLabel,
}: {
  pathname: string;
  locale: Locale;
  /** From the app state; "/" means no previous step is known. */
  prevStep: string;
  prevStepLabel: string;
}): SlimHeaderBack {
  const route = matchShopPath(pathname)?.route;
  if (route?.remote !== 'mf_checkout') {
    return { to: localeHome(locale), label: null, preferHistory: true };
  }
  // A placed order's page: its checkout is over (the cart became the order), so no step is behind.
  if (PLACED_ORDER_PAGES.has(route.id)) {
    return { to: localeHome(locale), label: null, preferHistory: false, toShop: true };
  }
  if (prevStep && prevStep !== '/') {
    return {
      to: toLocalizedShopPath(prevStep, locale),
      label: prevStepLabel || null,
      preferHistory: false,
    };
  }
  const cart = routePath(routeById('cart'), locale) ?? localeHome(locale);
  return { to: cart, label: null, preferHistory: false };
}
