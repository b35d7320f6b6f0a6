import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buttonClass,
  countryName,
  Dialog,
  Select,
  zonesByName,
  type CountryCode,
  type Locale,
} from '@shop/shared';
import { useCloseOnBack } from '../modal/use-close-on-back';
import { useScrollAway } from '../modal/use-scroll-away';
import { useRuntimeConfig } from '../runtime-config/runtime-config-context';
import { currentCountry } from './country-choice';
import { COUNTRY_NAMESPACE } from './country-texts';
import { useCountryChoice } from './use-country-choice';
import { usePreference } from './use-preference';

type Step = 'choose' | 'leaving';

export interface CountryModalProps {
  locale: Locale;
  onClose: () => void;
}

/**
 * The shipping-country choice (spec §4): the 27 EU countries and the rest of the world. Confirming
 * stores the preference and takes the shopper to the store that ships there, with the cart: the
 * store they arrive at says what could not come (issue 30 replaces spec §4's emptying).
 */
export default function CountryModal({ locale, onClose }: CountryModalProps) {
  const { t } = useTranslation(COUNTRY_NAMESPACE);
  const { store } = useRuntimeConfig();
  const current = currentCountry(store, usePreference());
  const choose = useCountryChoice(locale);

  const [selected, setSelected] = useState<CountryCode | null>(current);
  const [missing, setMissing] = useState(false);
  const [step, setStep] = useState<Step>('choose');
  const selectRef = useRef<HTMLSelectElement>(null);

  // Named and sorted in the page's language: "Germania, Belgio" in Italian (issue 28).
  const options = useMemo(
    () => zonesByName(locale).map(({ code, name }) => ({ value: code, label: name })),
    [locale],
  );
  const selectedName = selected ? countryName(selected, locale) : '';
  // Spec §4: the modal also closes when the page scrolls away under it, and on Back.
  useScrollAway(onClose);
  useCloseOnBack(onClose);

  const go = (code: CountryCode) => {
    if (choose(code)) setStep('leaving');
    else onClose();
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) {
      setMissing(true);
      selectRef.current?.focus();
    } else {
      go(selected);
    }
  };

  return (
    <Dialog title={t('modal.title')} open onClose={onClose} initialFocusRef={selectRef}>
      {step === 'choose' && (
        <form className="country-modal" onSubmit={onConfirm} noValidate>
          <p className="country-modal__intro">{t('modal.intro')}</p>
          <Select
            ref={selectRef}
            label={t('modal.country')}
            placeholder={t('modal.placeholder')}
            options={options}
            value={selected ?? ''}
            onChange={(event) => {
              setSelected((event.target.value || null) as CountryCode | null);
              setMissing(false);
            }}
            error={missing ? t('modal.required') : null}
          />
          <button type="submit" className={buttonClass('primary')}>
            {t('modal.confirm')}
          </button>
        </form>
      )}
      {step === 'leaving' && (
        <p className="country-modal" role="status">
          {t('modal.leaving', { country: selectedName })}
        </p>
      )}
    </Dialog>
  );
}
