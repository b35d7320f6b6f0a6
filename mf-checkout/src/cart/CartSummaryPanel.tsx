import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatPrice, type CartResponse, type Locale } from '@shop/shared';
import { CouponField } from '../coupon/CouponField';
import { CHECKOUT_NAMESPACE } from '../i18n';

interface CartSummaryPanelProps {
  cart: CartResponse;
  locale: Locale;
  localePrefix: string;
  /** Offer the discount code field (the cart page; the mini-cart keeps to its totals). */
  withCoupon?: boolean;
}

/** Subtotal, discount, shipping and total as the server computed them, and the way to checkout. */
export function CartSummaryPanel({
  cart,
  locale,
  localePrefix,
  withCoupon = false,
}: CartSummaryPanelProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const price = (cents: number) => formatPrice(cents, locale);
  const progress = Math.min(cart.subtotalCents / cart.freeShippingThresholdCents, 1);
  const blocked = cart.items.some((item) => item.exceedsStock);
  // The mini-cart can be open over the cart page: each panel names its own heading.
  const titleId = useId();
  return (
    <section className="cart-summary" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('cart.summary')}</h2>
      <div className="cart-summary__free-shipping">
        <p>
          {cart.amountToFreeShippingCents > 0
            ? t('cart.toFreeShipping', { amount: price(cart.amountToFreeShippingCents) })
            : t('cart.freeShippingReached')}
        </p>
        <progress
          max={100}
          value={Math.round(progress * 100)}
          aria-label={t('cart.freeShippingProgress')}
        />
      </div>
      {withCoupon && <CouponField locale={locale} />}
      <dl className="cart-summary__totals">
        <dt>{t('cart.subtotal')}</dt>
        <dd>{price(cart.subtotalCents)}</dd>
        {cart.discountCents > 0 && (
          <>
            <dt>{t('cart.discount')}</dt>
            <dd>−{price(cart.discountCents)}</dd>
          </>
        )}
        <dt>{t('cart.shipping')}</dt>
        <dd>{cart.shippingCents === 0 ? t('cart.freeShipping') : price(cart.shippingCents)}</dd>
        <dt className="cart-summary__total">{t('cart.total')}</dt>
        <dd className="cart-summary__total">{price(cart.totalCents)}</dd>
      </dl>
      {blocked ? (
        <p className="cart-summary__blocked">{t('cart.fixQuantities')}</p>
      ) : (
        <Link className="cart-summary__checkout" to={`${localePrefix}/checkout`}>
          {t('cart.checkout')}
        </Link>
      )}
    </section>
  );
}
