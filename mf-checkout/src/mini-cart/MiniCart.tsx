import { Provider } from 'react-redux';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner, type MiniCartProps } from '@shop/shared';
import { CartLine } from '../cart/CartLine';
import { CartSummaryPanel } from '../cart/CartSummaryPanel';
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
 * The right-hand mini-cart the shell opens after an add: the cart's lines and its summary, as on
 * the cart page (quantity and remove work, free-shipping progress, totals, checkout), and the cart.
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
      <CartSummaryPanel cart={cart} locale={locale} localePrefix={localePrefix} />
      <Link className="mini-cart__to-cart" to={`${localePrefix}/cart`}>
        {t('miniCart.toCart')}
      </Link>
    </div>
  );
}
