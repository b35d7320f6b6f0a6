import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useBusListener, type Locale } from '@shop/shared';
import { rightSidebarToggled } from '../app-state/appSlice';
import { useAppDispatch, useAppSelector } from '../app/hooks';

// The drawer and the checkout's mini-cart load only when a shopper first adds to the cart.
const MiniCartDrawer = lazy(() => import('./MiniCartDrawer'));

/**
 * The right-hand sidebar (`openRightSidebar`, spec §3): opens with the mini-cart when the cart
 * owner says a product was added, closes on Escape, its close button or any change of page. A
 * change that says something of its own (a reorder, a cart from the other store naming what stayed
 * behind) leaves it closed: the toast shows that text, which the open sidebar would hide.
 */
export function MiniCartSidebar({ locale }: { locale: Locale }) {
  const open = useAppSelector((state) => state.app.openRightSidebar);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();

  useBusListener('checkout:cart-notification', (notification) => {
    if (notification.kind === 'added' && !notification.message) {
      dispatch(rightSidebarToggled(true));
    }
  });
  useEffect(() => {
    dispatch(rightSidebarToggled(false));
  }, [pathname, dispatch]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MiniCartDrawer locale={locale} onClose={() => dispatch(rightSidebarToggled(false))} />
    </Suspense>
  );
}
