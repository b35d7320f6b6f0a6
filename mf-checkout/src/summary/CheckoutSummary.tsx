import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, type CartResponse, type Locale, type ShippingMethod } from '@shop/shared';
import { OrderLines, OrderTotals } from '@shop/shared/orders';
import { orderTotalCents } from '../checkout/order-total';
import { CHECKOUT_NAMESPACE } from '../i18n';
import './checkout-summary.css';

export interface CheckoutSummaryProps {
  cart: CartResponse;
  locale: Locale;
  /** The shipping chosen so far; until then the cart's standard shipping to the store's zone. */
  shipping: ShippingMethod | null;
}

/**
 * The order as it stands, beside every checkout step: its lines, the discount, shipping and the
 * total. On a phone it is one line (items and total) that opens to the whole summary; from 900 px
 * it is always open, in a column of its own.
 */
export function CheckoutSummary({ cart, locale, shipping }: CheckoutSummaryProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  const shippingCents = shipping?.priceCents ?? cart.shippingCents;
  const totalCents = orderTotalCents(cart, shippingCents);
  const total = formatPrice(totalCents, locale);
  const count = t('cart.itemCount', { count: cart.itemCount });

  return (
    <aside
      className={`checkout-summary${open ? ' checkout-summary--open' : ''}`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="checkout-summary__title">
        <button
          type="button"
          className="checkout-summary__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <span className="checkout-summary__name">{t('checkout.summary.title')}</span>
          <span className="checkout-summary__glance">{`${count} · ${total}`}</span>
        </button>
        <span className="checkout-summary__heading">{t('checkout.summary.title')}</span>
      </h2>
      <div id={bodyId} className="checkout-summary__body">
        <OrderLines items={cart.items} locale={locale} />
        <OrderTotals
          amounts={{
            subtotalCents: cart.subtotalCents,
            discountCents: cart.discountCents,
            shippingCents,
            totalCents,
          }}
          locale={locale}
        />
        {shipping && <p className="checkout-hint">{shipping.label}</p>}
      </div>
    </aside>
  );
}
