import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toLocalizedShopPath, useBusState, type Locale } from '@shop/shared';
import { fetchCart } from '../cart/cart-slice';
import { useCartDispatch, useCartSelector } from '../cart/use-cart';
import { unpaidOrderPath } from '../pending-order/pending-order-api';

/**
 * Spec §4: on the checkout, payment and review pages a cart that is empty or missing once it has
 * been read sends the shopper to the login redirect target, or to the page of their order still
 * waiting for its payment. The cart is read afresh when the page opens; `hold` stops the redirect
 * (an order was just placed, which empties the cart).
 */
export function useCartGuard(locale: Locale, hold = false) {
  const dispatch = useCartDispatch();
  const { cart, loading } = useCartSelector((state) => state.cart);
  const auth = useBusState('account:auth');
  const navigate = useNavigate();
  const [read, setRead] = useState(false);

  useEffect(() => {
    let live = true;
    void dispatch(fetchCart({ locale })).finally(() => {
      if (live) setRead(true);
    });
    return () => {
      live = false;
    };
  }, [dispatch, locale]);

  const settled = read && !loading;
  const empty = settled && (!cart || cart.items.length === 0);
  const target = toLocalizedShopPath(auth?.loginRedirect ?? '/', locale);
  useEffect(() => {
    if (!empty || hold) return;
    let live = true;
    // Back from a provider's page finds the cart turned into an order: that order is offered.
    void unpaidOrderPath(locale).then((path) => {
      if (live) void navigate(path ?? target, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [empty, hold, locale, navigate, target]);

  return { cart: read && cart && cart.items.length > 0 ? cart : null };
}
