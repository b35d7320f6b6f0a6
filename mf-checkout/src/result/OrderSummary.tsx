import { useTranslation } from 'react-i18next';
import { formatPrice, type Locale, type Order } from '@shop/shared';
import { CHECKOUT_NAMESPACE } from '../i18n';
import { AddressSummary } from '../review/AddressSummary';

/** What was ordered, where it goes and what it costs (spec §3 Order). */
export function OrderSummary({ order, locale }: { order: Order; locale: Locale }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const price = (cents: number) => formatPrice(cents, locale);
  return (
    <div className="checkout-panel">
      <ul className="checkout-items">
        {order.items.map((item) => (
          <li key={`${item.productId}-${item.colour.code}-${item.size}`}>
            <span className="checkout-items__name">{item.name}</span>
            <span>
              {t('cart.colour', { colour: item.colour.name })} ·{' '}
              {t('cart.size', { size: item.size })} ·{' '}
              {t('checkout.review.quantity', { count: item.quantity })}
            </span>
            <span className="checkout-items__price">{price(item.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-totals">
        <dt>{t('checkout.review.subtotal')}</dt>
        <dd>{price(order.subtotalCents)}</dd>
        {order.discountCents > 0 && (
          <>
            <dt>{t('checkout.review.discount')}</dt>
            <dd>−{price(order.discountCents)}</dd>
          </>
        )}
        <dt>{t('checkout.review.shipping')}</dt>
        <dd>
          {order.shippingCents === 0 ? t('checkout.payment.free') : price(order.shippingCents)}
        </dd>
        <dt className="checkout-totals__total">{t('checkout.review.total')}</dt>
        <dd className="checkout-totals__total">{price(order.totalCents)}</dd>
      </dl>
      <h3>{t('checkout.review.shippingAddress')}</h3>
      <AddressSummary address={order.shippingAddress} />
      <p>
        {t('checkout.review.shippingMethod')}: {order.shippingMethod.label} ·{' '}
        {t('checkout.review.paymentMethod')}: {order.paymentMethod.label}
      </p>
    </div>
  );
}
