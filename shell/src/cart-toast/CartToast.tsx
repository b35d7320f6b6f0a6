import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CloseButton, useBusListener, type CartNotification, type Locale } from '@shop/shared';
import { SHELL_NAMESPACE } from '../i18n';
import './cart-toast.css';

/**
 * How long a confirmation stays on screen; a refusal, or a success with a text of its own to read
 * (what stayed behind), stays until closed or the page changes.
 */
export const CART_TOAST_DURATION_MS = 5000;

/**
 * The cart owner's notifications (spec §4): "added" and "quantity changed" as successes,
 * "removed" as a warning, a refused change with the server's message (a success with a message of
 * its own, such as a reorder's, shows it instead of the usual text). Cleared on every route
 * change. A live region that is always in the page, so screen readers announce each message.
 */
export function CartToast({
  locale,
  concealed = false,
}: {
  locale: Locale;
  /** The mini-cart is open and says it already: the message is only announced, not shown. */
  concealed?: boolean;
}) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { pathname } = useLocation();
  const [notification, setNotification] = useState<CartNotification | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useBusListener('checkout:cart-notification', (next) => {
    setNotification(next);
    clearTimeout(timer.current);
    if (next.kind !== 'refused' && !next.message) {
      timer.current = setTimeout(() => setNotification(null), CART_TOAST_DURATION_MS);
    }
  });
  useEffect(() => {
    clearTimeout(timer.current);
    setNotification(null);
  }, [pathname]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const text =
    notification?.kind === 'refused'
      ? (notification.message ?? '')
      : notification
        ? (notification.message ?? t(`cartToast.${notification.kind}`))
        : '';
  const level =
    notification?.kind === 'refused'
      ? 'error'
      : notification?.kind === 'removed'
        ? 'warning'
        : 'success';
  const cartPath = locale === 'it' ? '/cart' : `/${locale}/cart`;

  return (
    <div
      className={concealed ? 'cart-toast-region cart-toast-region--concealed' : 'cart-toast-region'}
      role="status"
      aria-live="polite"
    >
      {notification && (
        <div className={`cart-toast cart-toast--${level}`}>
          <p className="cart-toast__text">{text}</p>
          {notification.kind === 'added' && pathname !== cartPath && (
            <Link to={cartPath} className="cart-toast__link">
              {t('cartToast.goToCart')}
            </Link>
          )}
          <CloseButton label={t('cartToast.close')} onClick={() => setNotification(null)} />
        </div>
      )}
    </div>
  );
}
