import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SIZE_SYSTEMS, type SizeGuide } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';

interface SizeGuideDialogProps {
  guide: SizeGuide;
  /** The sizes this product comes in, highlighted in the table. */
  productSizes: readonly string[];
}

/**
 * "Size guide": a button that opens the conversion table (Italian, EU, UK and US sizes side by
 * side) in a modal dialog. The browser's `<dialog>` keeps focus inside, closes on Escape and gives
 * focus back to the button.
 */
export function SizeGuideDialog({ guide, productSizes }: SizeGuideDialogProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = `size-guide-${guide.id}`;
  return (
    <>
      <button type="button" className="link-button" onClick={() => dialogRef.current?.showModal()}>
        {t('sizeGuide.title')}
      </button>
      <dialog
        ref={dialogRef}
        className="size-guide"
        aria-labelledby={titleId}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its content) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="size-guide__content">
          <div className="size-guide__header">
            <h2 id={titleId}>
              {t('sizeGuide.title')}: {guide.title}
            </h2>
            <button
              type="button"
              className="size-guide__close"
              onClick={() => dialogRef.current?.close()}
              aria-label={t('sizeGuide.close')}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {guide.note && <p>{guide.note}</p>}
          <div className="size-guide__scroll">
            <table>
              <caption>{t('sizeGuide.yourSizes')}</caption>
              <thead>
                <tr>
                  {SIZE_SYSTEMS.map((system) => (
                    <th key={system} scope="col">
                      {t(`sizeGuide.systems.${system}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {guide.rows.map((row) => (
                  <tr
                    key={row.size}
                    className={productSizes.includes(row.size) ? 'size-guide__row--own' : undefined}
                  >
                    {SIZE_SYSTEMS.map((system) =>
                      system === 'it' ? (
                        <th key={system} scope="row">
                          {row.systems.it}
                        </th>
                      ) : (
                        <td key={system}>{row.systems[system]}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </dialog>
    </>
  );
}
