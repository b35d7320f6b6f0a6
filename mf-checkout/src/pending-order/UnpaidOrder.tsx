import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localeHome, type Locale, type Order } from '@shop/shared';
import { reorder } from '../cart/cart-slice';
import { useCartDispatch } from '../cart/use-cart';
import { failureMessage, orderQuery } from '../checkout/checkout-api';
import { checkoutPath } from '../checkout/checkout-paths';
import { cancelOrder } from './pending-order-api';
import { PENDING_ORDER_NAMESPACE, registerPendingOrderTexts } from './pending-order-texts';
import './pending-order.css';

registerPendingOrderTexts();

/** How often an open order is read again: a provider's late callback may pay it meanwhile. */
const REFRESH_MS = 5_000;

interface UnpaidOrderProps {
  order: Order;
  /** The e-mailed link's access token, or null for the order's own session. */
  access: string | null;
  locale: Locale;
}

/** Whether the order's payment was left on a provider's page (Back, a closed tab), not refused. */
const leftUnpaid = (order: Order | undefined) =>
  order?.status === 'pending' && order.paymentStatus === 'pending';

/**
 * The unpaid order page's heading: "payment not completed" for an order left on a provider's
 * page, "order cancelled" for one that can no longer be paid, else the page's own (`children`).
 */
export function UnpaidOrderHeading({
  order,
  children,
}: {
  order: Order | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation(PENDING_ORDER_NAMESPACE);
  if (order?.status === 'cancelled') return <h1>{t('cancelledTitle')}</h1>;
  if (!leftUnpaid(order)) return children;
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="shop-message shop-message--error checkout-message--static">
        {t('message', { orderId: order?.orderId })}
      </p>
    </>
  );
}

/**
 * What the shopper may do with an order that is not paid: pay it (`children`, the retry form) or
 * cancel it. The order is read again while it is open, so a payment the provider completed after
 * the shopper came back leads to the success page, and a hold that ran out says so.
 */
export function UnpaidOrderActions({
  order,
  access,
  locale,
  children,
}: UnpaidOrderProps & { children: ReactNode }) {
  const open = order.status === 'pending';
  // The page's own query (same key): reading it again updates the whole page.
  const { refetch } = useQuery({
    ...orderQuery(order.orderId, access, locale),
    refetchInterval: open && REFRESH_MS,
  });
  const readAgain = () => void refetch();
  const [cancelledHere, setCancelledHere] = useState<Order | null>(null);
  const current = cancelledHere ?? order;

  if (current.paymentStatus === 'paid') {
    const success = { orderId: order.orderId, accessToken: access };
    return <Navigate replace to={checkoutPath('checkout-success', locale, success)} />;
  }
  if (current.status === 'cancelled') {
    return (
      <CancelledOrder order={current} locale={locale} cancelledHere={cancelledHere !== null} />
    );
  }
  return (
    <>
      {children}
      <CancelButton
        order={order}
        access={access}
        locale={locale}
        onCancelled={(cancelled) => {
          setCancelledHere(cancelled);
          readAgain();
        }}
        onRefused={readAgain}
      />
    </>
  );
}

function CancelButton({
  order,
  access,
  locale,
  onCancelled,
  onRefused,
}: UnpaidOrderProps & { onCancelled: (cancelled: Order) => void; onRefused: () => void }) {
  const { t } = useTranslation(PENDING_ORDER_NAMESPACE);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const cancel = async () => {
    // One press is one request: a second click while it is out does nothing.
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const body = { language: locale, ...(access ? { accessToken: access } : {}) };
      onCancelled(await cancelOrder(order.orderId, body));
    } catch (error) {
      setMessage(failureMessage(error, locale));
      // The order may have been paid or cancelled meanwhile: show what it is now.
      onRefused();
      setBusy(false);
    }
  };

  return (
    <div className="pending-order__cancel">
      <p role="alert" className="shop-message shop-message--error">
        {message}
      </p>
      <button
        type="button"
        className="shop-button"
        aria-disabled={busy || undefined}
        onClick={() => void cancel()}
      >
        {busy ? t('cancelling') : t('cancel')}
      </button>
    </div>
  );
}

function CancelledOrder({
  order,
  locale,
  cancelledHere,
}: Omit<UnpaidOrderProps, 'access'> & { cancelledHere: boolean }) {
  const { t } = useTranslation(PENDING_ORDER_NAMESPACE);
  const dispatch = useCartDispatch();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const text = useRef<HTMLParagraphElement>(null);
  useEffect(() => text.current?.focus(), []);

  const refill = async () => {
    setMessage(null);
    const result = await dispatch(reorder({ orderId: order.orderId, language: locale }));
    if (reorder.fulfilled.match(result)) void navigate(checkoutPath('cart', locale));
    else {
      const payload: unknown = result.payload;
      setMessage(typeof payload === 'string' ? payload : failureMessage(result.error, locale));
    }
  };

  return (
    <>
      <p ref={text} tabIndex={-1} className="checkout-lead">
        {t(cancelledHere ? 'cancelled' : 'closed', { orderId: order.orderId })}
      </p>
      <p role="alert" className="shop-message shop-message--error">
        {message}
      </p>
      <div className="pending-order__actions">
        <button
          type="button"
          className="shop-button shop-button--primary"
          onClick={() => void refill()}
        >
          {t('backToCart')}
        </button>
        <Link className="shop-button" to={localeHome(locale)}>
          {t('continueShopping')}
        </Link>
      </div>
    </>
  );
}
