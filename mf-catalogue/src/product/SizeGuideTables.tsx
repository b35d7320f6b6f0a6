import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SizeConversion, SizeGuide } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';
import { sizeGuideColumns } from './size-guide-columns';

interface SizeGuideTablesProps {
  guide: SizeGuide;
  /** The sizes this product comes in, highlighted. */
  productSizes: readonly string[];
}

/**
 * A guide's two tables, narrow enough for a phone: each size's names in the other systems, then
 * the body it fits in centimetres. Each row is headed by the size the shop sells it under.
 */
export function SizeGuideTables({ guide, productSizes }: SizeGuideTablesProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const columns = sizeGuideColumns(guide);
  return (
    <>
      <SizeTable
        caption={t('sizeGuide.conversions')}
        headers={[
          ...(columns.letter ? [t('sizeGuide.letter')] : []),
          ...columns.systems.map((system) => t(`sizeGuide.systems.${system}`)),
        ]}
        rows={guide.rows}
        productSizes={productSizes}
        cells={(row) => [
          ...(columns.letter ? [row.letter ?? ''] : []),
          ...columns.systems.map((system) => row.systems[system]),
        ]}
      />
      {guide.note && <p className="size-guide__hint">{guide.note}</p>}
      {columns.measurements.length > 0 && (
        <>
          <SizeTable
            caption={t('sizeGuide.body')}
            headers={columns.measurements.map((name) => t(`sizeGuide.measurements.${name}`))}
            rows={guide.rows}
            productSizes={productSizes}
            cells={(row) =>
              columns.measurements.map((name) => {
                const range = row.measurements?.[name];
                return range ? t('sizeGuide.range', { min: range.min, max: range.max }) : '';
              })
            }
          />
          <p className="size-guide__hint">{t('sizeGuide.howToMeasure')}</p>
        </>
      )}
    </>
  );
}

interface SizeTableProps {
  caption: string;
  headers: readonly string[];
  rows: readonly SizeConversion[];
  productSizes: readonly string[];
  cells: (row: SizeConversion) => ReactNode[];
}

function SizeTable({ caption, headers, rows, productSizes, cells }: SizeTableProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  return (
    <div className="size-guide__scroll">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sizeGuide.size')}</th>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.size}
              className={productSizes.includes(row.size) ? 'size-guide__row--own' : undefined}
            >
              <th scope="row">{row.size}</th>
              {cells(row).map((cell, index) => (
                <td key={headers[index]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
