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
  /** Go back in the tab's history instead, when the shopper came from another page of the shop. */
  preferHistory: boolean;
}

/**
 * Where the slim header's back button leads (spec §2, §4: "the stored previous step"): on a
 * checkout page, the previous step the checkout published, else the cart; on login pages, the
 * page the shopper came from, else the home. Always in the shopper's locale and on the shop.
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
  const inCheckout = matchShopPath(pathname)?.route.remote === 'mf_checkout';
  if (!inCheckout) return { to: localeHome(locale), label: null, preferHistory: true };
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
