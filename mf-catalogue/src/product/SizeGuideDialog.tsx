import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SizeGuide } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';
import { SizeGuideTables } from './SizeGuideTables';

interface SizeGuideDialogProps {
  guide: SizeGuide;
  /** The sizes this product comes in, highlighted in the table. */
  productSizes: readonly string[];
}

/**
 * "Size guide": a button that opens the garment's sizes (their IT, EU, UK and US names and the
 * body they fit in cm) in a modal dialog. The browser's `<dialog>` keeps focus inside, closes on Escape and gives
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
          <p className="size-guide__hint">{t('sizeGuide.yourSizes')}</p>
          <SizeGuideTables guide={guide} productSizes={productSizes} />
        </div>
      </dialog>
    </>
  );
}
