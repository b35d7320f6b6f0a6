import { useTranslation } from 'react-i18next';
import { useCartCommand } from '@shop/shared';
import { ACCOUNT_NAMESPACE } from '../i18n';

/**
 * Puts the order's products back in the cart. The cart belongs to `mf-checkout`: the button sends
 * its `checkout:reorder` command on the bus, and the cart answers with the cart (the header's
 * badge follows) and says what it did in its notification. Busy until that answer, so a double tap
 * reorders once. The answer also stays under the button: when some lines could not be added it
 * names them, longer than the cart's toast shows (the toast is the one announced).
 */
export function ReorderButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const reordering = useCartCommand('checkout:reorder');
  const { pending, outcome } = reordering;
  const answer = outcome?.message ? outcome : null;

  const reorder = () => {
    reordering.send({ orderId });
  };

  const refused = answer?.kind === 'refused';
  return (
    <>
      <button
        type="button"
        className="shop-button shop-button--primary"
        onClick={reorder}
        aria-disabled={pending || undefined}
      >
        {pending ? t('order.reordering') : t('order.reorder')}
      </button>
      {answer && (
        <p
          className={`shop-message shop-message--${refused ? 'error' : 'success'}`}
          data-testid="reorder-answer"
        >
          {answer.message}
        </p>
      )}
    </>
  );
}
