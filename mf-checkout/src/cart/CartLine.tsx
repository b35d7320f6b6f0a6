import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  CART_MAX_LINE_QUANTITY,
  formatPrice,
  ProductPicture,
  type CartItem,
  type Locale,
} from '@shop/shared';
import { CHECKOUT_NAMESPACE } from '../i18n';
import { editCart, removeFromCart } from './cart-slice';
import { useCartDispatch } from './use-cart';

/** The picture's column in cart.css. */
const CART_LINE_PICTURE_SIZES = '88px';

interface CartLineProps {
  item: CartItem;
  locale: Locale;
  localePrefix: string;
}

/** One variant in the cart: picture, name, colour and size, quantity, line total, remove. */
export function CartLine({ item, locale, localePrefix }: CartLineProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const dispatch = useCartDispatch();
  const variant = { productId: item.productId, colour: item.colour.code, size: item.size };
  // The stock is told only when few are left; otherwise the line's cap is what may be chosen.
  const available = item.available ? (item.onlyLeft ?? CART_MAX_LINE_QUANTITY) : 0;
  // The quantity in the cart stays choosable even when the stock fell below it.
  const highest = Math.max(available, item.quantity);
  const href = `${localePrefix}/products/${item.path}?colour=${encodeURIComponent(item.colour.code)}`;

  return (
    <li className="cart-line">
      <Link to={href} className="cart-line__image" tabIndex={-1} aria-hidden="true">
        <ProductPicture image={item.image} sizes={CART_LINE_PICTURE_SIZES} alt="" />
      </Link>
      <div className="cart-line__details">
        <h3 className="cart-line__name">
          <Link to={href}>{item.name}</Link>
        </h3>
        <p>{t('cart.colour', { colour: item.colour.name })}</p>
        <p>{t('cart.size', { size: item.size })}</p>
        {item.exceedsStock ? (
          <p className="cart-line__warning">
            {!item.available
              ? t('cart.soldOut')
              : item.onlyLeft !== null
                ? t('cart.exceedsStock', { count: item.onlyLeft })
                : t('cart.notEnough')}
          </p>
        ) : (
          item.onlyLeft !== null && (
            <p className="cart-line__hint">{t('cart.fewLeft', { count: item.onlyLeft })}</p>
          )
        )}
        <div className="cart-line__actions">
          <label className="cart-line__quantity">
            <span>{t('cart.quantity')}</span>
            <select
              value={item.quantity}
              aria-label={t('cart.quantityOf', { name: item.name, size: item.size })}
              onChange={(event) =>
                void dispatch(
                  editCart({ ...variant, quantity: Number(event.target.value), language: locale }),
                )
              }
            >
              {Array.from({ length: highest }, (_, index) => index + 1).map((quantity) => (
                <option key={quantity} value={quantity} disabled={quantity > available}>
                  {quantity}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="shop-button shop-button--link"
            aria-label={t('cart.removeItem', { name: item.name, size: item.size })}
            onClick={() => void dispatch(removeFromCart({ ...variant, language: locale }))}
          >
            {t('cart.remove')}
          </button>
        </div>
      </div>
      <p className="cart-line__total">{formatPrice(item.lineTotalCents, locale)}</p>
    </li>
  );
}
