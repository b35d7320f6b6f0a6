import { useTranslation } from 'react-i18next';
import type { Locale, Order } from '@shop/shared';
import { OrderLines, OrderTotals } from '@shop/shared/orders';
import { CHECKOUT_NAMESPACE } from '../i18n';
import { AddressSummary } from '../review/AddressSummary';

/** What was ordered, where it goes and what it costs (spec §3 Order). */
export function OrderSummary({ order, locale }: { order: Order; locale: Locale }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  return (
    <div className="checkout-panel">
      <OrderLines items={order.items} locale={locale} />
      <OrderTotals amounts={order} locale={locale} />
      <h3>{t('checkout.review.shippingAddress')}</h3>
      <AddressSummary address={order.shippingAddress} />
      <p>
        {t('checkout.review.shippingMethod')}: {order.shippingMethod.label} ·{' '}
        {t('checkout.review.paymentMethod')}: {order.paymentMethod.label}
      </p>
    </div>
  );
}
