import type { Locale } from '@shop/shared';
import { AddToCartButton } from './AddToCartButton';
import { NotifyMeForm } from './NotifyMeForm';

interface ChosenSizeActionProps {
  productId: string;
  colour: { code: string; name: string };
  /** The size chosen, or null while none is. */
  chosen: { size: string; available: boolean } | null;
  locale: Locale;
  /** "Add to cart" pressed before a size was chosen: the page says what is missing. */
  onMissingChoice: () => void;
}

/** What the sizes lead to: "notify me" for a sold-out size, otherwise "add to cart". */
export function ChosenSizeAction({
  productId,
  colour,
  chosen,
  locale,
  onMissingChoice,
}: ChosenSizeActionProps) {
  if (chosen && !chosen.available) {
    return (
      <NotifyMeForm
        key={`${colour.code}-${chosen.size}`}
        productId={productId}
        colour={colour}
        size={chosen.size}
        locale={locale}
      />
    );
  }
  return (
    <AddToCartButton
      command={chosen ? { productId, colour: colour.code, size: chosen.size, quantity: 1 } : null}
      onMissingChoice={onMissingChoice}
    />
  );
}
