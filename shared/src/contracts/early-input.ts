/**
 * What a shopper does on a server-rendered page before React has adopted the part of it they
 * touch: the page looks ready from its HTML, but until React hydrates an element, typing reaches
 * only the DOM and its buttons do nothing (React drops a click on a region whose code has not
 * arrived). The page server inlines `EARLY_INPUT_RECORDER` in such a page's head (under the
 * response's CSP nonce); it notes each field changed and holds back each click on a button or on a
 * disclosure's summary (whose open state is the component's), in the root, on elements React does
 * not own yet, and the shell replays them, in order, on each element
 * as soon as React has adopted it (`contracts/early-input-recorder.ts`, apart from this module so
 * the browser's shared bundle does not carry its text). While some wait for their replay, what the
 * shopper does next on elements React owns waits behind them, so that it reaches React in the order
 * it was done. Links, and forms with an `action` of their own, work on their own.
 */
export interface EarlyInput {
  /** Not yet replayed, in the order the shopper made them. */
  events: EarlyInputEvent[];
  /** Set by the shell: called after each event recorded, to replay it when it can. */
  drain?: () => void;
  /** Set by the shell while it replays an event: what that dispatches is not recorded again. */
  replaying?: boolean;
}

export type EarlyInputEvent =
  | { kind: 'field'; target: EventTarget | null; value: string; checked: boolean }
  | { kind: 'click'; target: EventTarget | null }
  /** A field focused: what React does on focus (the header search loads its suggestions). */
  | { kind: 'focus'; target: EventTarget | null };

/** The property of `window` the recorder keeps its `EarlyInput` in. */
export const EARLY_INPUT_GLOBAL = '__shopEarlyInput';

/** What React puts on an element it has adopted (its props), the recorder's test of ownership. */
export const REACT_PROPS_KEY_PREFIX = '__reactProps$';
