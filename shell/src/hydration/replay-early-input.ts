import {
  DOCUMENT_HYDRATED_ATTRIBUTE,
  REACT_PROPS_KEY_PREFIX,
  type EarlyInput,
  type EarlyInputEvent,
} from '@shop/shared';
import { nextTask } from '../startup/next-task';

/** How long a held event waits for React to adopt its element before it is let go. */
const ADOPTION_WAIT_MS = 30_000;

/** Whether React has adopted the element: hydration gives it React's props. */
function adopted(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith(REACT_PROPS_KEY_PREFIX));
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => resolve());
    else setTimeout(resolve, 16);
  });
}

/**
 * Hands a field's value, as the shopper left it, to React. Hydration may put the server's value
 * back in the DOM and keeps it out of the component's state, and React's change detection takes
 * what is in the DOM for the value it knows: the field is set through React's own tracking to
 * something else first, then to the shopper's value past it, so the event React sees is a change.
 */
function replayField(field: Element, { value, checked }: { value: string; checked: boolean }) {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement && field.type === 'file') {
    // The chosen files are still on the input (its value can only be emptied): React hears of them.
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement && ['checkbox', 'radio'].includes(field.type)) {
    // A radio left unticked changes only through the one ticked in its place.
    if (!checked && field.type === 'radio') return;
    field.checked = !checked;
    field.click();
  } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    field.value = value === '' ? ' ' : '';
    const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Puts back on screen what the shopper left in the fields still waiting for their replay. A replay
 * re-renders its form, and React writes the state it knows over the waiting fields (the box
 * unticked, the field emptied) until their own turn: without this the shopper would see their tick
 * vanish for a moment. Their replays set the same values again, through React.
 */
function showWaitingFields(waiting: readonly EarlyInputEvent[]): void {
  for (const event of waiting) {
    const { target } = event;
    if (event.kind !== 'field' || !(target instanceof Element) || !target.isConnected) continue;
    if (target instanceof HTMLInputElement && ['checkbox', 'radio'].includes(target.type)) {
      if (event.checked || target.type === 'checkbox') target.checked = event.checked;
    } else if (target instanceof HTMLInputElement && target.type === 'file') {
      continue;
    } else if (
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement
    ) {
      target.value = event.value;
    }
  }
}

/**
 * Waits for the shell to have the frame (`HydratedMarker`: its hydration committed, the parts that
 * render only in the browser mounted) and for React to adopt the event's element; false when the
 * element is gone or never adopted.
 */
async function untilAdopted(target: Element): Promise<boolean> {
  const givingUp = Date.now() + ADOPTION_WAIT_MS;
  const ready = () =>
    document.documentElement.hasAttribute(DOCUMENT_HYDRATED_ATTRIBUTE) && adopted(target);
  while (target.isConnected && !ready() && Date.now() < givingUp) await nextFrame();
  return target.isConnected && ready();
}

async function replay(event: EarlyInputEvent, early: EarlyInput): Promise<void> {
  const { target } = event;
  if (!(target instanceof HTMLElement) || !(await untilAdopted(target))) return;
  // What this dispatches is the shopper's own event again: the recorder lets it through.
  early.replaying = true;
  try {
    if (event.kind === 'field') replayField(target, event);
    else if (event.kind === 'click') target.click();
    // Still where the shopper's focus is: React hears of it (its focus handlers run), nothing moves.
    else if (document.activeElement === target) {
      target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
  } finally {
    early.replaying = false;
  }
}

/**
 * Replays what the shopper did on the server's markup before React owned it
 * (`EARLY_INPUT_RECORDER`, inlined by the page server): each field's value and each held click, in
 * the order they were made, each as soon as React has adopted its element, from now on and for
 * every event recorded later. An element the browser rendered afresh (it is no longer in the page)
 * or that is never adopted is let go. Call it once React has the root.
 */
export function replayEarlyInput(early: EarlyInput | undefined): Promise<void> {
  if (!early) return Promise.resolve();
  let draining: Promise<void> | null = null;
  const drain = async () => {
    for (let event = early.events[0]; event; event = early.events[0]) {
      // One event that cannot be replayed is let go, not left to hold back every one behind it.
      await replay(event, early).catch((error: unknown) => {
        console.error(
          'What the shopper did before the page was ready could not be replayed',
          error,
        );
      });
      early.events.shift();
      showWaitingFields(early.events);
      // Each in a task of its own: the state a field's change sets is there when a click reads it.
      await nextTask();
    }
  };
  early.drain = () => {
    draining ??= drain().finally(() => {
      draining = null;
    });
  };
  early.drain();
  return draining ?? Promise.resolve();
}
