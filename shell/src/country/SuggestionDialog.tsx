import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, zoneForCountry, type Locale } from '@shop/shared';
import { useEscapeKey } from '../modal/use-escape-key';
import { COUNTRY_NAMESPACE } from './country-texts';
import { SUGGESTION_AUTO_CLOSE_MS } from './suggestion-rules';
import { useAutoClose } from './use-auto-close';
import { useCountryChoice } from './use-country-choice';
import { countryName } from './zone-names';

export interface SuggestionDialogProps {
  locale: Locale;
  detectedCountry: string;
  onClose: () => void;
}

/** The non-blocking dialog: closes on its button, on Escape and by itself after 30 s. */
export default function SuggestionDialog({
  locale,
  detectedCountry,
  onClose,
}: SuggestionDialogProps) {
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
