import { useTranslation } from 'react-i18next';
import type { ProductColour } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';

interface SizeSelectorProps {
  sizes: ProductColour['sizes'];
  selected: string | null;
  onSelect: (size: string) => void;
  /** Id of the message under the sizes ("choose a size"), read with the group. */
  describedBy?: string;
  /** The radio group's name: a page with several products gives each its own. */
  name?: string;
}

/**
 * The sizes of the chosen colour as radio buttons. A sold-out size stays choosable and says so:
 * choosing it offers "notify me" instead of "add to cart".
 */
export function SizeSelector({
  sizes,
  selected,
  onSelect,
  describedBy,
  name = 'size',
}: SizeSelectorProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  return (
    <fieldset className="product-option" aria-describedby={describedBy}>
      <legend className="product-option__legend">{t('product.size')}</legend>
      <div className="size-selector">
        {sizes.map(({ size, available }) => (
          <label
            key={size}
            className={`shop-tap-target size-option${available ? '' : ' size-option--sold-out'}`}
          >
            <input
              type="radio"
              name={name}
              value={size}
              checked={size === selected}
              onChange={() => onSelect(size)}
              aria-label={available ? size : t('product.sizeSoldOut', { size })}
            />
            <span aria-hidden="true">{size}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
