import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@shop/shared';
import { checkoutPath } from '../checkout/checkout-paths';
import { fetchPendingOrder } from './pending-order-api';
import { PENDING_ORDER_NAMESPACE, registerPendingOrderTexts } from './pending-order-texts';
import './pending-order.css';

registerPendingOrderTexts();

/**
 * On the cart: the shopper's order still waiting for its payment (a provider's page left, the
 * shop opened again later), with the way to pay or cancel it. Nothing when there is none, or when
 * the look-up fails: the cart works as before.
 */
export function PendingOrderNotice({ locale }: { locale: Locale }) {
  const { t } = useTranslation(PENDING_ORDER_NAMESPACE);
  const [orderId, setOrderId] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchPendingOrder()
      .then(({ order }) => {
        if (live) setOrderId(order?.orderId ?? null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (!orderId) return null;
  return (
    <aside className="pending-order__notice" aria-label={t('title')}>
      <p>{t('notice', { orderId })}</p>
      <Link to={checkoutPath('checkout-error', locale, { orderId })}>{t('noticeAction')}</Link>
    </aside>
  );
}
