import { useTranslation } from 'react-i18next';
import type { ProductColour } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';

interface ColourSwatchesProps {
  colours: readonly ProductColour[];
  selected: string;
  onSelect: (code: string) => void;
}

/** The product's colours as radio buttons; a sold-out colour can still be chosen, and says so. */
export function ColourSwatches({ colours, selected, onSelect }: ColourSwatchesProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const current = colours.find((colour) => colour.code === selected);
  return (
    <fieldset className="product-option">
      <legend className="product-option__legend">
        {t('product.colour')}: <strong>{current?.name}</strong>
      </legend>
      <div className="colour-swatches">
        {colours.map((colour) => (
          <label
            key={colour.code}
            className={`shop-tap-target colour-swatch${colour.available ? '' : ' colour-swatch--sold-out'}`}
            title={
              colour.available ? colour.name : t('product.colourSoldOut', { name: colour.name })
            }
          >
            <input
              type="radio"
              name="colour"
              value={colour.code}
              checked={colour.code === selected}
              onChange={() => onSelect(colour.code)}
              aria-label={
                colour.available ? colour.name : t('product.colourSoldOut', { name: colour.name })
              }
            />
            <span
              className="colour-swatch__dot"
              style={{ backgroundColor: colour.hex }}
              aria-hidden="true"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
