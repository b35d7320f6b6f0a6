import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusListener, useEventBus, type CartNotification } from '@shop/shared';
import { ACCOUNT_NAMESPACE } from '../i18n';

/** How long the button waits for the cart's answer before it may be pressed again. */
const CART_ANSWER_TIMEOUT_MS = 4000;

/**
 * Puts the order's products back in the cart. The cart belongs to `mf-checkout`: the button sends
 * its `checkout:reorder` command on the bus, and the cart re-reads itself (the header's badge
 * follows) and says what it did in its notification. Busy until that answer, so a double tap
 * reorders once. The answer also stays under the button: when some lines could not be added it
 * names them, longer than the cart's toast shows (the toast is the one announced).
 */
export function ReorderButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const bus = useEventBus();
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<CartNotification | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useBusListener('checkout:cart-notification', (notification) => {
    if (!pending) return;
    setPending(false);
    setAnswer(notification.message ? notification : null);
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const reorder = () => {
    if (pending) return;
    setPending(true);
    setAnswer(null);
    bus.publish('checkout:reorder', { orderId });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPending(false), CART_ANSWER_TIMEOUT_MS);
  };

  const refused = answer?.kind === 'refused';
  return (
    <>
      <button
        type="button"
        className="account-button"
        onClick={reorder}
        aria-disabled={pending || undefined}
      >
        {pending ? t('order.reordering') : t('order.reorder')}
      </button>
      {answer && (
        <p
          className={`account-message account-message--${refused ? 'error' : 'success'}`}
          data-testid="reorder-answer"
        >
          {answer.message}
        </p>
      )}
    </>
  );
}
