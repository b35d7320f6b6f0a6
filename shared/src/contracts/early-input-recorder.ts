import { EARLY_INPUT_GLOBAL, REACT_PROPS_KEY_PREFIX } from './early-input';
import { ROOT_ELEMENT_ID } from './server-frame';

/**
 * The recorder, as an inline script. A held click goes no further: the form is not submitted
 * natively with its fields in the URL, and React does not drop it; a submit without an `action`
 * of its own (none, or Formik's "#") is held likewise, the Enter key in a field among them. A
 * field's change also goes on to React, which may take it at once: the replay sets the same value
 * again. A tick is noted on its click already: React, hydrating a region at once on a click, takes
 * the box's new state for the one it knew and never reports the change. A focus is noted too, for
 * React's focus handlers to hear of it once they can.
 *
 * While noted events wait for their replay, a click or a change on an element React already owns
 * is held and noted behind them, not let through: the size ticked before hydration must reach React
 * before the "add to cart" clicked after it. What the replay itself dispatches passes.
 */
export const EARLY_INPUT_RECORDER =
  `(function(w,d){var e={events:[]};w.${EARLY_INPUT_GLOBAL}=e;` +
  `function owned(t){return Object.keys(t).some(function(k){return k.indexOf('${REACT_PROPS_KEY_PREFIX}')===0})}` +
  `function inRoot(t){return!!(t&&t.closest&&t.closest('#${ROOT_ELEMENT_ID}'))}` +
  `function unowned(t){return!e.replaying&&inRoot(t)&&!owned(t)}` +
  `function held(t){return!e.replaying&&inRoot(t)&&(!owned(t)||e.events.length>0)}` +
  `function native(f){var a=f&&f.getAttribute('action');return!!a&&a.charAt(0)!=='#'}` +
  `function note(r){e.events.push(r);if(e.drain)e.drain()}` +
  `function field(v){var t=v.target;if(!held(t))return;if(owned(t))v.stopImmediatePropagation();` +
  `note({kind:'field',target:t,value:String(t.value),checked:!!t.checked})}` +
  `d.addEventListener('input',field,true);d.addEventListener('change',field,true);` +
  `d.addEventListener('focusin',function(v){if(unowned(v.target))note({kind:'focus',target:v.target})},true);` +
  `d.addEventListener('click',function(v){var t=v.target;if(!t||!t.closest)return;` +
  `if(t.type==='checkbox'||t.type==='radio')field(v);` +
  `var b=t.closest('button,summary,[role=button],input[type=submit],input[type=button]');` +
  `if(!b||b.closest('a[href]')||(b.type==='submit'&&native(b.form))||!held(b))return;` +
  `v.preventDefault();v.stopImmediatePropagation();note({kind:'click',target:b})},true);` +
  `d.addEventListener('submit',function(v){var f=v.target;if(held(f)&&!native(f))v.preventDefault()},true)` +
  `})(window,document);`;
