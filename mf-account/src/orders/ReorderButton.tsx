import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusListener, useEventBus } from '@shop/shared';
import { ACCOUNT_NAMESPACE } from '../i18n';

/** How long the button waits for the cart's answer before it may be pressed again. */
const CART_ANSWER_TIMEOUT_MS = 4000;

/**
 * Puts the order's products back in the cart. The cart belongs to `mf-checkout`: the button sends
 * its `checkout:reorder` command on the bus, and the cart re-reads itself (the header's badge
 * follows) and says what it did in its notification. Busy until that answer, so a double tap
 * reorders once.
 */
export function ReorderButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const bus = useEventBus();
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useBusListener('checkout:cart-notification', () => setPending(false));
  useEffect(() => () => clearTimeout(timer.current), []);

  const reorder = () => {
    if (pending) return;
    setPending(true);
    bus.publish('checkout:reorder', { orderId });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPending(false), CART_ANSWER_TIMEOUT_MS);
  };

  return (
    <button
      type="button"
      className="account-button"
      onClick={reorder}
      aria-disabled={pending || undefined}
    >
      {pending ? t('order.reordering') : t('order.reorder')}
    </button>
  );
}
