import { useCallback, type FocusEvent } from 'react';

/**
 * The plain search form's `onBlur`: when the catalogue's box replaces the form while focus is in
 * it or on its way within it (a keyboard user tabbing from the field to its button as the box
 * arrives), the browser has nothing left to focus and drops focus to the page. The next frame
 * gives it to the box's counterpart instead: its button for the plain button, else its field.
 */
export function useSearchFocusHandover(): (event: FocusEvent<HTMLFormElement>) => void {
  return useCallback((event: FocusEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const next = event.relatedTarget;
    const intended = next instanceof HTMLElement && form.contains(next) ? next : event.target;
    const panel = form.parentElement;
    // A box already there did not take the form's place now: the shopper clicked or tabbed away.
    if (!panel || panel.querySelector('.search-box')) return;
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const box = panel.querySelector<HTMLFormElement>('.search-box');
      if (!box) return;
      const counterpart = intended.matches('button')
        ? box.querySelector<HTMLElement>('button[type="submit"]')
        : box.querySelector<HTMLElement>('input');
      counterpart?.focus();
    });
  }, []);
}
