import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Locale } from '@shop/shared';
import { orderQuery } from '../checkout/checkout-api';
import { clearDraft } from '../checkout/checkout-draft';
import { fetchCart } from '../cart/cart-slice';
import { useCartDispatch } from '../cart/use-cart';

/**
 * The order a success or error page is about: its number from the path, its access token from
 * `?access=` (how a guest, or a provider's return, opens it). The order now holds what the draft
 * held, and the cart it emptied is read again for the header's badge.
 */
export function useOrder(locale: Locale) {
  const { orderId = '' } = useParams();
  const [search] = useSearchParams();
  const access = search.get('access');
  const dispatch = useCartDispatch();
  useEffect(() => {
    clearDraft();
    void dispatch(fetchCart({ locale }));
  }, [dispatch, locale]);
  const order = useQuery({ ...orderQuery(orderId, access, locale), enabled: orderId !== '' });
  return { orderId, access, order };
}
