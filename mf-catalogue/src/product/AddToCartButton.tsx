import { useTranslation } from 'react-i18next';
import { useCartCommand, type AddToCartCommand } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';

/**
 * Sends the add-to-cart command to the cart's owner (`mf-checkout`) on the event bus; the cart
 * shows its own confirmation. The button stays busy until the answer to its own command arrives,
 * so a double tap adds the garment once.
 */
export function AddToCartButton({
  command,
  onMissingChoice,
}: {
  /** What to add; null while a size is still to be chosen. */
  command: Omit<AddToCartCommand, 'commandId'> | null;
  /** Pressed before the choice is complete: the page says what is missing. */
  onMissingChoice: () => void;
}) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const adding = useCartCommand('checkout:add-to-cart');

  const add = () => {
    if (adding.pending) return;
    if (!command) {
      onMissingChoice();
      return;
    }
    adding.send(command);
  };

  return (
    <button
      type="button"
      className="add-to-cart"
      onClick={add}
      aria-disabled={adding.pending || undefined}
    >
      {adding.pending ? t('product.adding') : t('product.addToCart')}
    </button>
  );
}
