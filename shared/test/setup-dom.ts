import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; React Router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has <dialog> but not its modal behaviour. Enough of it for the kit's Dialog: showModal()
// opens and focuses the first focusable element, Escape anywhere fires `cancel` and then closes
// (before the page sees the key, as the browser's close request does), close() fires `close`. That the rest of the page is inert is the browser's, tried in e2e.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const escapeListeners = new WeakMap<HTMLDialogElement, (event: KeyboardEvent) => void>();
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
    };
    escapeListeners.set(this, onEscape);
    window.addEventListener('keydown', onEscape, { capture: true });
    this.querySelector<HTMLElement>(
      '[autofocus], button, [href], input, select, textarea',
    )?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    const onEscape = escapeListeners.get(this);
    if (onEscape) window.removeEventListener('keydown', onEscape, { capture: true });
    this.dispatchEvent(new Event('close'));
  };
}
