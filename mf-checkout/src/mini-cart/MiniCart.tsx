import { Provider } from 'react-redux';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatPrice, Spinner, type MiniCartProps } from '@shop/shared';
import { CartLine } from '../cart/CartLine';
import { getCartStore, type CartStore } from '../cart/cart-store';
import { useCartSelector } from '../cart/use-cart';
import { CHECKOUT_NAMESPACE } from '../i18n';
import '../cart/cart.css';
import './mini-cart.css';

interface MiniCartStoreProps extends MiniCartProps {
  /** The cart store; the page's shared one (kept by the cart service) unless a test gives its own. */
  store?: CartStore;
}

/**
 * The right-hand mini-cart the shell opens after an add: the cart's lines (quantity and remove
 * work as on the cart page), how far free shipping is, the subtotal, and the ways on.
 */
export function MiniCart({ store = getCartStore(), ...props }: MiniCartStoreProps) {
  return (
    <Provider store={store}>
      <MiniCartView {...props} />
    </Provider>
  );
}

function MiniCartView({ locale, localePrefix }: MiniCartProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const { cart, loading } = useCartSelector((state) => state.cart);

  if (!cart) return loading ? <Spinner label={t('cart.loading')} /> : <p>{t('cart.loadError')}</p>;
  if (cart.items.length === 0) return <p className="mini-cart__empty">{t('cart.empty')}</p>;

  const price = (cents: number) => formatPrice(cents, locale);
  const blocked = cart.items.some((item) => item.exceedsStock);
  return (
    <div className="mini-cart">
      <p className="mini-cart__count">{t('cart.itemCount', { count: cart.itemCount })}</p>
      <ul className="cart-lines mini-cart__lines" aria-label={t('cart.items')}>
        {cart.items.map((item) => (
          <CartLine
            key={`${item.productId}-${item.colour.code}-${item.size}`}
            item={item}
            locale={locale}
            localePrefix={localePrefix}
          />
        ))}
      </ul>
      <p className="mini-cart__free-shipping">
        {cart.amountToFreeShippingCents > 0
          ? t('cart.toFreeShipping', { amount: price(cart.amountToFreeShippingCents) })
          : t('cart.freeShippingReached')}
      </p>
      <dl className="mini-cart__subtotal">
        <dt>{t('cart.subtotal')}</dt>
        <dd>{price(cart.subtotalCents)}</dd>
      </dl>
      <div className="mini-cart__actions">
        {blocked ? (
          <p className="cart-summary__blocked">{t('cart.fixQuantities')}</p>
        ) : (
          <Link className="cart-summary__checkout" to={`${localePrefix}/checkout`}>
            {t('cart.checkout')}
          </Link>
        )}
        <Link className="mini-cart__to-cart" to={`${localePrefix}/cart`}>
          {t('miniCart.toCart')}
        </Link>
      </div>
    </div>
  );
}
