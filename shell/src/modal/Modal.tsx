import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '@shop/shared';
import { useCloseOnBack } from './use-close-on-back';
import { useEscapeKey } from './use-escape-key';
import { useFocusTrap } from './use-focus-trap';
import { useScrollAway } from './use-scroll-away';
import './modal.css';

export interface ModalProps {
  /** The dialog's heading and accessible name. */
  title: string;
  /** Called on Escape, on the close button, when the page scrolls away (spec §4) and on Back. */
  onClose: () => void;
  /** What gets focus when the modal opens; the first tabbable element by default. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `right`: a sidebar along the right edge, the full height of the window. */
  placement?: 'center' | 'right';
  children: ReactNode;
}

/**
 * A modal dialog, rendered in place over a backdrop while mounted: the parent opens it by
 * rendering it and closes it by removing it. Focus is trapped inside and returns on close.
 */
export function Modal({
  title,
  onClose,
  initialFocusRef,
  placement = 'center',
  children,
}: ModalProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useEscapeKey(onClose);
  useScrollAway(onClose);
  useCloseOnBack(onClose);
  useFocusTrap(dialogRef, initialFocusRef);

  return (
    <div className={placement === 'right' ? 'modal modal--right' : 'modal'}>
      {/* Clicking the backdrop keeps focus where it was instead of dropping it on the page. */}
      <div
        className="modal__backdrop"
        aria-hidden="true"
        onMouseDown={(event) => event.preventDefault()}
      />
      <div
        ref={dialogRef}
        className="modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label={t('close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
