import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../i18n';

export interface CloseButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** Its name; "Close" in the page's language unless a notice says what it closes. */
  label?: string;
}

/** The × that closes a dialog, a popup or a notice: a 44 × 44 px button (`shop-icon-button`). */
export function CloseButton({ label, className = 'shop-icon-button', ...props }: CloseButtonProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <button {...props} type="button" className={className} aria-label={label ?? t('close')}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
