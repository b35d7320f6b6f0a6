import { Provider } from 'react-redux';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner, usePageMeta, type RemoteRouteProps } from '@shop/shared';
import { CHECKOUT_NAMESPACE } from '../i18n';
import { PendingOrderNotice } from '../pending-order/PendingOrderNotice';
import { useCheckoutStep } from '../steps/use-checkout-step';
import { CartLine } from './CartLine';
import { CartSummaryPanel } from './CartSummaryPanel';
import { fetchCart } from './cart-slice';
import { getCartStore, type CartStore } from './cart-store';
import { useCartDispatch, useCartSelector } from './use-cart';
import './cart.css';

interface CartPageProps extends RemoteRouteProps<'mf_checkout'> {
  /** The cart store; the page's shared one unless a test gives its own. */
  store?: CartStore;
}

export function CartPage({ store = getCartStore(), ...props }: CartPageProps) {
  return (
    <Provider store={store}>
      <CartView {...props} />
    </Provider>
  );
}

function CartView({ locale, localePrefix }: RemoteRouteProps<'mf_checkout'>) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  useCheckoutStep('cart', locale);
  usePageMeta({ title: t('cart.title'), alternates: { it: '/cart', en: '/en/cart' } });
  const { cart, loading, error, failed } = useCartSelector((state) => state.cart);
  // A refused coupon is told under its field, not here.
  const lineError = failed === 'addDiscount' || failed === 'removeDiscount' ? false : error;
  const dispatch = useCartDispatch();

  let body;
  if (!cart && loading) {
    body = <Spinner label={t('cart.loading')} />;
  } else if (!cart) {
    body = (
      <div role="alert" className="cart-page__error">
        <p>{t('cart.loadError')}</p>
        <button type="button" onClick={() => void dispatch(fetchCart({ locale }))}>
          {t('cart.retry')}
        </button>
      </div>
    );
  } else if (cart.items.length === 0) {
    body = <EmptyCart localePrefix={localePrefix} />;
  } else {
    body = (
      <div className="cart-page__layout">
        <section aria-labelledby="cart-items-title">
          <h2 id="cart-items-title" className="cart-page__count">
            {t('cart.itemCount', { count: cart.itemCount })}
          </h2>
          <ul className="cart-lines" aria-label={t('cart.items')}>
            {cart.items.map((item) => (
              <CartLine
                key={`${item.productId}-${item.colour.code}-${item.size}`}
                item={item}
                locale={locale}
                localePrefix={localePrefix}
              />
            ))}
          </ul>
        </section>
        <CartSummaryPanel cart={cart} locale={locale} localePrefix={localePrefix} withCoupon />
      </div>
    );
  }

  return (
    <div className="cart-page">
      <h1>{t('cart.title')}</h1>
      <p role="alert" className="cart-page__message">
        {lineError || null}
      </p>
      <PendingOrderNotice locale={locale} />
      {body}
    </div>
  );
}

function EmptyCart({ localePrefix }: { localePrefix: string }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  return (
    <div className="cart-page__empty">
      <p>{t('cart.empty')}</p>
      <Link to={localePrefix || '/'}>{t('cart.continueShopping')}</Link>
    </div>
  );
}
