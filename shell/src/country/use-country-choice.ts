import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import type { CountryCode, Locale } from '@shop/shared';
import { usePageLanguages } from '../page-data/page-languages';
import { useRuntimeConfig } from '../runtime-config/runtime-config-context';
import { planCountryChoice } from './country-choice';
import { leaveWithCart, navigateToStore } from './navigate-to-store';
import { savePreference } from './use-preference';

/**
 * Carries out a country choice from the current page: stores the preference when it should and
 * goes to the equivalent page of the store that serves the country, taking the cart along to the
 * other store. The returned function says
 * whether the page is being left (`false`: the shopper already is on that page).
 */
export function useCountryChoice(locale: Locale): (code: CountryCode) => boolean {
  const { store, storeOrigins, apiBase } = useRuntimeConfig();
  const meta = usePageLanguages();
  const { pathname, search } = useLocation();

  return useCallback(
    (code: CountryCode) => {
      const plan = planCountryChoice({
        code,
        locale,
        currentStore: store,
        pathname,
        search,
        meta,
        storeOrigins,
      });
      if (plan.storePreference) savePreference(code);
      if (plan.url === null) return false;
      if (new URL(plan.url).origin === storeOrigins[store]) navigateToStore(plan.url);
      else leaveWithCart(plan.url, apiBase);
      return true;
    },
    [locale, store, pathname, search, meta, storeOrigins, apiBase],
  );
}
