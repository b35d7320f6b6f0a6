import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, CloseButton, countryName, zoneForCountry, type Locale } from '@shop/shared';
import { useCloseOnBack } from '../modal/use-close-on-back';
import { useEscapeKey } from '../modal/use-escape-key';
import { useScrollAway } from '../modal/use-scroll-away';
import { COUNTRY_NAMESPACE } from './country-texts';
import { SUGGESTION_AUTO_CLOSE_MS } from './suggestion-rules';
import { useAutoClose } from './use-auto-close';
import { useCountryChoice } from './use-country-choice';

export interface SuggestionDialogProps {
  locale: Locale;
  detectedCountry: string;
  /** The country's name as the server wrote it for this language; else the browser names it. */
  detectedCountryName?: string;
  onClose: () => void;
}

/**
 * The non-blocking dialog: closes on its button, on Escape, on a scroll of more than a fifth of
 * the window, on Back and by itself after 30 s. Focus inside it goes back where it came from.
 */
export default function SuggestionDialog({
  locale,
  detectedCountry,
  detectedCountryName,
  onClose,
}: SuggestionDialogProps) {
  const { t } = useTranslation(COUNTRY_NAMESPACE);
  const titleId = useId();
  const bodyId = useId();
  const choose = useCountryChoice(locale);
  const [leaving, setLeaving] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);

  const close = useCallback(() => {
    if (dialogRef.current?.contains(document.activeElement)) {
      const back = cameFrom.current?.isConnected
        ? cameFrom.current
        : document.getElementById('main');
      back?.focus({ preventScroll: true });
    }
    onClose();
  }, [onClose]);
  useEscapeKey(close, !leaving);
  useScrollAway(close);
  useCloseOnBack(close);
  useAutoClose(close, SUGGESTION_AUTO_CLOSE_MS);
  useSpaceBelowPage(dialogRef);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  };

  // The Italian locale offers the international store; the English locale the Italian one.
  const offered = locale === 'it' ? zoneForCountry(detectedCountry).code : 'IT';
  const stay = () => {
    // Staying on the Italian store means shipping to Italy; on the international store the
    // shopper's zone is unknown, so nothing is stored.
    if (locale === 'it' && choose('IT')) setLeaving(true);
    else close();
  };
  const go = () => {
    if (choose(offered)) setLeaving(true);
    else close();
  };

  return (
    <div
      ref={dialogRef}
      className="country-suggestion"
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onFocus={onFocus}
    >
      <CloseButton className="country-suggestion__close" onClick={close} />
      <h2 id={titleId} className="country-suggestion__title">
        {t('suggestion.title')}
      </h2>
      <p id={bodyId}>
        {t('suggestion.body', {
          country: detectedCountryName ?? countryName(detectedCountry, locale),
        })}
      </p>
      <div className="country-suggestion__actions">
        <button type="button" className={buttonClass()} onClick={stay} disabled={leaving}>
          {t('suggestion.stay')}
        </button>
        <button type="button" className={buttonClass('primary')} onClick={go} disabled={leaving}>
          {t('suggestion.go')}
        </button>
      </div>
    </div>
  );
}

/**
 * While the popup is up, the page keeps its height free below its end and scrolls what gets focus
 * above it, so it never covers the link a keyboard user is on (WCAG 2.2, focus not obscured).
 */
function useSpaceBelowPage(popupRef: { current: HTMLElement | null }): void {
  useEffect(() => {
    const popup = popupRef.current;
    const root = document.documentElement;
    if (!popup) return;
    const measure = () => {
      const space = window.innerHeight - popup.getBoundingClientRect().top;
      root.style.setProperty('--suggestion-space', `${Math.max(0, Math.ceil(space))}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(popup);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--suggestion-space');
    };
  }, [popupRef]);
}
