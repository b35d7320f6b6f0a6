import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName, VisuallyHidden, type Locale } from '@shop/shared';
import { useRuntimeConfig } from '../runtime-config/runtime-config-context';
import { currentCountry } from './country-choice';
import { COUNTRY_NAMESPACE } from './country-texts';
import { usePreference } from './use-preference';
import './country.css';

// The modal (its dropdown, focus trap and store navigation) is not needed to paint the header:
// it loads when the shopper points at, focuses or taps the button, and at the latest on click.
const loadCountryModal = () => import('./CountryModal');
const CountryModal = lazy(loadCountryModal);
const preloadCountryModal = () => void loadCountryModal();

/**
 * The header's shipping-country button: shows the country the store ships to now ("Italia" on the
 * Italian store, the chosen zone or "International" on the other) and opens the country modal.
 */
export function CountryPicker({ locale }: { locale: Locale }) {
  const { t } = useTranslation(COUNTRY_NAMESPACE);
  const { store } = useRuntimeConfig();
  const country = currentCountry(store, usePreference());
  const [open, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        className="country-picker shop-tap-target"
        aria-haspopup="dialog"
        onPointerEnter={preloadCountryModal}
        onFocus={preloadCountryModal}
        onTouchStart={preloadCountryModal}
        onClick={() => setOpen(true)}
      >
        <VisuallyHidden>{t('picker.label')}: </VisuallyHidden>
        {country ? countryName(country, locale) : t('picker.international')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CountryModal locale={locale} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
