import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Locale } from '@shop/shared';
import { useRuntimeConfig } from '../runtime-config/runtime-config-context';
import { takePreferenceHandoff } from './country-choice';
import { readSuggestionDismissed, writeSuggestionDismissed } from './preference-cookie';
import { shouldSuggestStore } from './suggestion-rules';
import { usePreference } from './use-preference';
import { useStoreHandoff } from './use-store-handoff';
import './country.css';

// Most visitors never see the dialog: its code loads only once the rules say it must show, after
// the page has painted.
const SuggestionDialog = lazy(() => import('./SuggestionDialog'));

/**
 * Suggests the store that matches the visitor's detected country (spec §4), unless a preference is
 * stored, the suggestion was dismissed on this host within a day, the page is news, care guide or
 * account, or the locale already matches. Also adopts the preference and the cart handed over by
 * the other store, so place it on every page of the normal layout.
 */
export function CountrySuggestionPopup({ locale }: { locale: Locale }) {
  useStoreHandoff();
  const preference = usePreference();
  const { pathname, search } = useLocation();
  const { detectedCountry, detectedCountryNames } = useRuntimeConfig();
  const [dismissed, setDismissed] = useState(readSuggestionDismissed);

  const hasPreference = preference !== null || takePreferenceHandoff(search).code !== null;

  if (
    dismissed ||
    !detectedCountry ||
    !shouldSuggestStore({ hasPreferenceCookie: hasPreference, pathname, locale, detectedCountry })
  ) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <SuggestionDialog
        locale={locale}
        detectedCountry={detectedCountry}
        detectedCountryName={detectedCountryNames?.[locale]}
        onClose={() => {
          // Every way of closing it counts: it does not come back on the next page (spec §4 rules).
          writeSuggestionDismissed();
          setDismissed(true);
        }}
      />
    </Suspense>
  );
}
