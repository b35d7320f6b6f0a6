import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buttonClass,
  countryName,
  Dialog,
  Select,
  useBusState,
  useEventBus,
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
import { waitForEmptyCart } from './wait-for-empty-cart';

type Step = 'choose' | 'confirm-empty-cart' | 'leaving';

export interface CountryModalProps {
  locale: Locale;
  onClose: () => void;
}

/**
 * The shipping-country choice (spec §4): the 27 EU countries and the rest of the world. Confirming
 * a different country with a filled cart first asks to empty the cart; then the preference is
 * stored and the shopper is taken to the store that ships there.
 */
export default function CountryModal({ locale, onClose }: CountryModalProps) {
  const { t } = useTranslation(COUNTRY_NAMESPACE);
  const { store } = useRuntimeConfig();
  const bus = useEventBus();
  const cartItems = useBusState('checkout:cart')?.itemCount ?? 0;
  const current = currentCountry(store, usePreference());
  const choose = useCountryChoice(locale);

  const [selected, setSelected] = useState<CountryCode | null>(current);
  const [missing, setMissing] = useState(false);
  const [step, setStep] = useState<Step>('choose');
  const selectRef = useRef<HTMLSelectElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const previousStep = useRef<Step>(step);
  const warningId = useId();

  // Named and sorted in the page's language: "Germania, Belgio" in Italian (issue 28).
  const options = useMemo(
    () => zonesByName(locale).map(({ code, name }) => ({ value: code, label: name })),
    [locale],
  );
  const selectedName = selected ? countryName(selected, locale) : '';
  // Spec §4: the modal also closes when the page scrolls away under it, and on Back.
  useScrollAway(onClose);
  useCloseOnBack(onClose);

  useEffect(() => {
    // Back from the cart question: focus returns to the button that asked it.
    if (previousStep.current === 'confirm-empty-cart' && step === 'choose') {
      confirmRef.current?.focus();
    }
    previousStep.current = step;
  }, [step]);

  const go = (code: CountryCode) => {
    if (choose(code)) setStep('leaving');
    else onClose();
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) {
      setMissing(true);
      selectRef.current?.focus();
    } else if (cartItems > 0 && selected !== current) {
      setStep('confirm-empty-cart');
    } else {
      go(selected);
    }
  };

  const onEmptyCart = async () => {
    if (!selected) return;
    setStep('leaving');
    bus.publish('checkout:clear-cart', { reason: 'country-changed' });
    await waitForEmptyCart(bus);
    go(selected);
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
          <button ref={confirmRef} type="submit" className={buttonClass('primary')}>
            {t('modal.confirm')}
          </button>
        </form>
      )}
      {step === 'confirm-empty-cart' && (
        <div className="country-modal">
          <p id={warningId} className="country-modal__warning" role="alert">
            {t('modal.cartWarning', { country: selectedName })}
          </p>
          <div className="country-modal__actions">
            <button type="button" className={buttonClass()} onClick={() => setStep('choose')}>
              {t('modal.cancel')}
            </button>
            <button
              type="button"
              className={buttonClass('primary')}
              aria-describedby={warningId}
              autoFocus
              onClick={() => void onEmptyCart()}
            >
              {t('modal.emptyCartAndContinue')}
            </button>
          </div>
        </div>
      )}
      {step === 'leaving' && (
        <p className="country-modal" role="status">
          {t('modal.leaving', { country: selectedName })}
        </p>
      )}
    </Dialog>
  );
}
