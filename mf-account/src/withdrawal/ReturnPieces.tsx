import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderItem, OrderShipmentLine } from '@shop/shared';
import { ACCOUNT_NAMESPACE } from '../i18n';

/** The pieces chosen on each line (by position) as the withdrawal's lines: those above zero. */
export const chosenLines = (pieces: readonly number[]): OrderShipmentLine[] =>
  pieces.flatMap((quantity, index) => (quantity > 0 ? [{ line: index + 1, quantity }] : []));

/**
 * Which pieces go back (`/pages/returns`: the shopper chooses the lines and how many of each):
 * one labelled choice per line, from none to all it holds.
 */
export function ReturnPieces({
  items,
  pieces,
  disabled,
  onChange,
}: {
  items: readonly OrderItem[];
  pieces: readonly number[];
  disabled: boolean;
  onChange: (pieces: number[]) => void;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const idPrefix = useId();
  return (
    <fieldset className="withdrawal__pieces">
      <legend>{t('withdrawal.choose')}</legend>
      {items.map((item, index) => {
        const id = `${idPrefix}-${index}`;
        return (
          <div key={id} className="withdrawal__piece">
            <label htmlFor={id}>
              {t('withdrawal.item', {
                name: item.name,
                colour: item.colour.name,
                size: item.size,
              })}
            </label>
            <select
              id={id}
              value={pieces[index] ?? 0}
              disabled={disabled}
              onChange={(event) =>
                onChange(
                  pieces.map((count, at) => (at === index ? Number(event.target.value) : count)),
                )
              }
            >
              {Array.from({ length: item.quantity + 1 }, (_, count) => (
                <option key={count} value={count}>
                  {t('shipment.pieces', { count })}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}
