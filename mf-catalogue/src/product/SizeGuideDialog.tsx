import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, Dialog, type SizeGuide } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';
import { SizeGuideTables } from './SizeGuideTables';

interface SizeGuideDialogProps {
  guide: SizeGuide;
  /** The sizes this product comes in, highlighted in the table. */
  productSizes: readonly string[];
}

/**
 * "Size guide": a button that opens the garment's sizes (their IT, EU, UK and US names and the
 * body they fit in cm) in the kit's Dialog, which a click on the backdrop closes as well.
 */
export function SizeGuideDialog({ guide, productSizes }: SizeGuideDialogProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClass('link')} onClick={() => setOpen(true)}>
        {t('sizeGuide.title')}
      </button>
      <Dialog
        title={`${t('sizeGuide.title')}: ${guide.title}`}
        open={open}
        onClose={() => setOpen(false)}
        closeOnBackdrop
        className="size-guide"
      >
        <p className="size-guide__hint">{t('sizeGuide.yourSizes')}</p>
        <SizeGuideTables guide={guide} productSizes={productSizes} />
      </Dialog>
    </>
  );
}
