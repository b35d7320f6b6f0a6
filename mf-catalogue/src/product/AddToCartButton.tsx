import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusListener, useEventBus, type AddToCartCommand } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';

/** How long the button waits for the cart's answer before it may be pressed again. */
const CART_ANSWER_TIMEOUT_MS = 4000;

/**
 * Sends the add-to-cart command to the cart's owner (`mf-checkout`) on the event bus; the cart
 * shows its own confirmation. The button stays busy until the cart answers (or a few seconds
 * pass), so a double tap adds the garment once.
 */
export function AddToCartButton({
  command,
  onMissingChoice,
}: {
  /** What to add; null while a size is still to be chosen. */
  command: AddToCartCommand | null;
  /** Pressed before the choice is complete: the page says what is missing. */
  onMissingChoice: () => void;
}) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const bus = useEventBus();
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useBusListener('checkout:cart-notification', () => setPending(false));
  useEffect(() => () => clearTimeout(timer.current), []);

  const add = () => {
    if (pending) return;
    if (!command) {
      onMissingChoice();
      return;
    }
    setPending(true);
    bus.publish('checkout:add-to-cart', command);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPending(false), CART_ANSWER_TIMEOUT_MS);
  };

  return (
    <button
      type="button"
      className="add-to-cart"
      onClick={add}
      aria-disabled={pending || undefined}
    >
      {pending ? t('product.adding') : t('product.addToCart')}
    </button>
  );
}
