import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, type Locale } from '@shop/shared';
import { addDiscount, removeDiscount } from '../cart/cart-slice';
import { useCartDispatch, useCartSelector } from '../cart/use-cart';
import { CHECKOUT_NAMESPACE } from '../i18n';
import './coupon.css';

interface CouponFieldProps {
  locale: Locale;
}

/**
 * The discount code of the cart (cart page and checkout review): type a code and apply it, or
 * remove the one applied. The server's refusal (spec §8) shows under the field; the outcome is
 * announced in a polite live region. Must sit inside the cart store's provider.
 */
export function CouponField({ locale }: CouponFieldProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const dispatch = useCartDispatch();
  const { cart, error, failed, fetchCart } = useCartSelector((state) => state.cart);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const [removedNote, setRemovedNote] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const applied = cart?.couponCode ?? null;
  // After a change succeeds the cart is read again: stay pending until that read has arrived.
  const pending = busy || fetchCart === 'addDiscount' || fetchCart === 'removeDiscount';
  const serverError = failed === 'addDiscount' || failed === 'removeDiscount' ? error : false;
  const message = missing ? t('coupon.required') : serverError || '';

  // The control the shopper pressed goes away with the change: focus follows to its counterpart.
  useEffect(() => {
    if (!moveFocus.current || pending) return;
    moveFocus.current = false;
    (applied ? removeRef.current : inputRef.current)?.focus();
  }, [applied, pending]);

  let status = '';
  if (pending) status = '';
  else if (applied && cart) {
    status = t('coupon.applied', {
      code: applied,
      amount: formatPrice(cart.discountCents, locale),
    });
  } else if (removedNote) status = t('coupon.removed');

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const typed = code.trim();
    setMissing(typed === '');
    if (typed === '') {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setRemovedNote(false);
    const result = await dispatch(addDiscount({ code: typed, language: locale }));
    setBusy(false);
    if (addDiscount.fulfilled.match(result)) {
      setCode('');
      moveFocus.current = true;
    } else {
      inputRef.current?.focus();
    }
  };

  const remove = async () => {
    if (pending) return;
    setBusy(true);
    const result = await dispatch(removeDiscount({ language: locale }));
    setBusy(false);
    if (removeDiscount.fulfilled.match(result)) {
      setRemovedNote(true);
      moveFocus.current = true;
    }
  };

  return (
    <div className="coupon">
      {!applied && (
        <form className="coupon__form" noValidate onSubmit={(event) => void apply(event)}>
          <label htmlFor={inputId}>{t('coupon.label')}</label>
          <p id={hintId} className="coupon__hint">
            {t('coupon.hint')}
          </p>
          <div className="coupon__row">
            <input
              ref={inputRef}
              id={inputId}
              name="coupon"
              type="text"
              value={code}
              maxLength={64}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${hintId} ${errorId}` : hintId}
              onChange={(event) => {
                setCode(event.target.value);
                setMissing(false);
              }}
            />
            <button type="submit" className="coupon__button" aria-disabled={pending || undefined}>
              {pending ? t('coupon.applying') : t('coupon.apply')}
            </button>
          </div>
          <p id={errorId} role="alert" className="coupon__error">
            {message}
          </p>
        </form>
      )}
      <div className="coupon__result">
        <p role="status" className="coupon__status">
          {status}
        </p>
        {applied && (
          <button
            ref={removeRef}
            type="button"
            className="coupon__button coupon__button--secondary"
            aria-label={t('coupon.removeCode', { code: applied })}
            aria-disabled={pending || undefined}
            onClick={() => void remove()}
          >
            {pending ? t('coupon.removing') : t('coupon.remove')}
          </button>
        )}
      </div>
    </div>
  );
}
