import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { CloseButton } from './close-button';

export interface DialogProps {
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** Shown as a modal while true; the parent closes it by passing false (or unmounting it). */
  open: boolean;
  /** Called when the shopper closes it: Escape, the close button, or a click on the backdrop. */
  onClose: () => void;
  /** Whether a click on the backdrop closes it (a dialog that asks something keeps it open). */
  closeOnBackdrop?: boolean;
  /** What gets focus when it opens; the browser's choice (the first focusable element) if unset. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `left`, `right`: a sidebar along that edge, the full height of the window. */
  placement?: 'center' | 'left' | 'right';
  /** The `<dialog>`'s id, for the `aria-controls` of the button that opens it. */
  id?: string;
  /** An extra class on the `<dialog>`, for its content's own styles. */
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the browser's `<dialog>` and `showModal()`: the browser keeps focus inside
 * and the rest of the page inert, closes it on Escape and shows the backdrop, so the kit writes no
 * focus trap of its own. It is named by its title, and focus goes back to what had it on close.
 */
export function Dialog({
  title,
  open,
  onClose,
  closeOnBackdrop = false,
  initialFocusRef,
  placement = 'center',
  id,
  className,
  children,
}: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  // Read by the `close` event, which the browser fires after the fact: a dialog its parent has
  // already closed does not report a second close.
  const latest = useRef({ open, onClose });
  useEffect(() => {
    latest.current = { open, onClose };
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocusRef?.current?.focus();
    return () => {
      // Closed by its parent: the `close` event that follows is no news to report.
      latest.current = { ...latest.current, open: false };
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  const classes = ['shop-dialog', placement !== 'center' && `shop-dialog--${placement}`, className];
  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={classes.filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onClose={() => {
        if (latest.current.open) latest.current.onClose();
      }}
      onKeyDown={(event) => {
        // Escape is this dialog's: the browser closes it. A layer under it that listens on the
        // document (the shell's store suggestion) must not close as well.
        if (event.key === 'Escape') event.stopPropagation();
      }}
      // The backdrop is the <dialog> itself, outside its content: a press and release both on it
      // close, a text selection dragged out of the content does not.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closeOnBackdrop && pressedOnBackdrop.current && event.target === event.currentTarget) {
          onClose();
        }
      }}
    >
      <div className="shop-dialog__content">
        <div className="shop-dialog__header">
          <h2 id={titleId} className="shop-dialog__title">
            {title}
          </h2>
          <CloseButton onClick={onClose} />
        </div>
        {children}
      </div>
    </dialog>
  );
}
