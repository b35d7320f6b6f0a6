import { useTranslation } from 'react-i18next';
import { formatPrice, type Locale, type OrderItem } from '@shop/shared';
import { CHECKOUT_NAMESPACE } from '../i18n';

/** The lines of a cart about to be paid or of an order: name, colour, size, quantity, price. */
export function OrderLines({ items, locale }: { items: readonly OrderItem[]; locale: Locale }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  return (
    <ul className="checkout-items">
      {items.map((item) => (
        <li key={`${item.productId}-${item.colour.code}-${item.size}`}>
          <span className="checkout-items__name">{item.name}</span>
          <span>
            {t('cart.colour', { colour: item.colour.name })} · {t('cart.size', { size: item.size })}{' '}
            · {t('checkout.review.quantity', { count: item.quantity })}
          </span>
          <span className="checkout-items__price">{formatPrice(item.lineTotalCents, locale)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Subtotal, discount, shipping and total, as the review and the order pages show them. */
export function OrderTotals({
  amounts,
  locale,
}: {
  amounts: {
    subtotalCents: number;
    discountCents: number;
    shippingCents: number;
    totalCents: number;
  };
  locale: Locale;
}) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const price = (cents: number) => formatPrice(cents, locale);
  return (
    <dl className="checkout-totals">
      <dt>{t('checkout.review.subtotal')}</dt>
      <dd>{price(amounts.subtotalCents)}</dd>
      {amounts.discountCents > 0 && (
        <>
          <dt>{t('checkout.review.discount')}</dt>
          <dd>−{price(amounts.discountCents)}</dd>
        </>
      )}
      <dt>{t('checkout.review.shipping')}</dt>
      <dd>
        {amounts.shippingCents === 0 ? t('checkout.payment.free') : price(amounts.shippingCents)}
      </dd>
      <dt className="checkout-totals__total">{t('checkout.review.total')}</dt>
      <dd className="checkout-totals__total">{price(amounts.totalCents)}</dd>
    </dl>
  );
}
