import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, zoneForCountry, type Locale } from '@shop/shared';
import { useEscapeKey } from '../modal/use-escape-key';
import { useRuntimeConfig } from '../runtime-config/runtime-config-context';
import { takePreferenceHandoff } from './country-choice';
import { COUNTRY_NAMESPACE } from './country-texts';
import { shouldSuggestStore, SUGGESTION_AUTO_CLOSE_MS } from './suggestion-rules';
import { useAutoClose } from './use-auto-close';
import { useCountryChoice } from './use-country-choice';
import { usePreference } from './use-preference';
import { usePreferenceHandoff } from './use-preference-handoff';
import { countryName } from './zone-names';
import './country.css';

/**
 * Suggests the store that matches the visitor's detected country (spec §4), unless a preference is
 * stored, the page is news, care guide or account, or the locale already matches. Also adopts a
 * preference handed over by the other store, so place it on every page of the normal layout.
 */
export function CountrySuggestionPopup({ locale }: { locale: Locale }) {
  usePreferenceHandoff();
  const preference = usePreference();
  const { pathname, search } = useLocation();
  const { detectedCountry } = useRuntimeConfig();
  const [dismissed, setDismissed] = useState(false);

  const hasPreference = preference !== null || takePreferenceHandoff(search).code !== null;

  if (
    dismissed ||
    !detectedCountry ||
    !shouldSuggestStore({ hasPreferenceCookie: hasPreference, pathname, locale, detectedCountry })
  ) {
    return null;
  }
  return (
    <SuggestionDialog
      locale={locale}
      detectedCountry={detectedCountry}
      onClose={() => setDismissed(true)}
    />
  );
}

interface SuggestionDialogProps {
  locale: Locale;
  detectedCountry: string;
  onClose: () => void;
}

/** The non-blocking dialog: closes on its button, on Escape and by itself after 30 s. */
function SuggestionDialog({ locale, detectedCountry, onClose }: SuggestionDialogProps) {
  const { t } = useTranslation(COUNTRY_NAMESPACE);
  const { t: tCommon } = useTranslation(COMMON_NAMESPACE);
  const titleId = useId();
  const bodyId = useId();
  const choose = useCountryChoice(locale);
  const [leaving, setLeaving] = useState(false);
  useEscapeKey(onClose, !leaving);
  useAutoClose(onClose, SUGGESTION_AUTO_CLOSE_MS);

  // The Italian locale offers the international store; the English locale the Italian one.
  const offered = locale === 'it' ? zoneForCountry(detectedCountry).code : 'IT';
  const stay = () => {
    // Staying on the Italian store means shipping to Italy; on the international store the
    // shopper's zone is unknown, so nothing is stored.
    if (locale === 'it' && choose('IT')) setLeaving(true);
    else onClose();
  };
  const go = () => {
    if (choose(offered)) setLeaving(true);
    else onClose();
  };

  return (
    <div
      className="country-suggestion"
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <button
        type="button"
        className="country-suggestion__close"
        aria-label={tCommon('close')}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      <h2 id={titleId} className="country-suggestion__title">
        {t('suggestion.title')}
      </h2>
      <p id={bodyId}>{t('suggestion.body', { country: countryName(detectedCountry, locale) })}</p>
      <div className="country-suggestion__actions">
        <button type="button" className="country-button" onClick={stay} disabled={leaving}>
          {t('suggestion.stay')}
        </button>
        <button
          type="button"
          className="country-button country-button--primary"
          onClick={go}
          disabled={leaving}
        >
          {t('suggestion.go')}
        </button>
      </div>
    </div>
  );
}
