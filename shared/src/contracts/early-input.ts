import { ROOT_ELEMENT_ID } from './server-frame';

/**
 * What a shopper does on a server-rendered page before React has adopted the part of it they
 * touch: the page looks ready from its HTML, but until React hydrates an element, typing reaches
 * only the DOM and its buttons do nothing (React drops a click on a region whose code has not
 * arrived). The page server inlines `EARLY_INPUT_RECORDER` in such a page's head (under the
 * response's CSP nonce); it notes each field changed and holds back each click on a button or on a
 * disclosure's summary (whose open state is the component's), in the root, on elements React does
 * not own yet, and the shell replays them, in order, on each element
 * as soon as React has adopted it. Links, and forms with an `action` of their own, work on their own.
 */
export interface EarlyInput {
  /** Not yet replayed, in the order the shopper made them. */
  events: EarlyInputEvent[];
  /** Set by the shell: called after each event recorded, to replay it when it can. */
  drain?: () => void;
}

export type EarlyInputEvent =
  | { kind: 'field'; target: EventTarget | null; value: string; checked: boolean }
  | { kind: 'click'; target: EventTarget | null };

/** The property of `window` the recorder keeps its `EarlyInput` in. */
export const EARLY_INPUT_GLOBAL = '__shopEarlyInput';

/** What React puts on an element it has adopted (its props), the recorder's test of ownership. */
export const REACT_PROPS_KEY_PREFIX = '__reactProps$';

/**
 * The recorder, as an inline script. A held click goes no further: the form is not submitted
 * natively with its fields in the URL, and React does not drop it; a submit without an `action`
 * of its own (none, or Formik's "#") is held likewise, the Enter key in a field among them. A field's change also goes on to React, which may
 * take it at once: the replay sets the same value again.
 */
export const EARLY_INPUT_RECORDER =
  `(function(w,d){var e={events:[]};w.${EARLY_INPUT_GLOBAL}=e;` +
  `function held(t){return!!(t&&t.closest&&t.closest('#${ROOT_ELEMENT_ID}'))&&` +
  `!Object.keys(t).some(function(k){return k.indexOf('${REACT_PROPS_KEY_PREFIX}')===0})}` +
  `function native(f){var a=f&&f.getAttribute('action');return!!a&&a.charAt(0)!=='#'}` +
  `function note(r){e.events.push(r);if(e.drain)e.drain()}` +
  `function field(v){var t=v.target;if(held(t))note({kind:'field',target:t,value:String(t.value),checked:!!t.checked})}` +
  `d.addEventListener('input',field,true);d.addEventListener('change',field,true);` +
  `d.addEventListener('click',function(v){var t=v.target;if(!t||!t.closest)return;` +
  `var b=t.closest('button,summary,[role=button],input[type=submit],input[type=button]');` +
  `if(!b||b.closest('a[href]')||(b.type==='submit'&&native(b.form))||!held(b))return;` +
  `v.preventDefault();v.stopImmediatePropagation();note({kind:'click',target:b})},true);` +
  `d.addEventListener('submit',function(v){var f=v.target;if(held(f)&&!native(f))v.preventDefault()},true)` +
  `})(window,document);`;
