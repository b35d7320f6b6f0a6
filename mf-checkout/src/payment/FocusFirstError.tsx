import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormikContext } from 'formik';

/**
 * After a submit that validation refused, focus moves to the first field with a message, so a
 * keyboard or screen-reader user lands on what to fix.
 */
export function FocusFirstError({ formId }: { formId: string }) {
  const { submitCount, isValid, isValidating, isSubmitting } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isValidating || isSubmitting || isValid) return;
    handled.current = submitCount;
    const form = document.getElementById(formId);
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formId, submitCount, isValid, isValidating, isSubmitting]);
  return null;
}

/**
 * Messages show from the first submit on (`useFieldError`), so validating the whole form on every
 * keystroke before then is work nobody sees: `LiveAfterSubmit` turns it on once submitted.
 */
export function useLiveValidation() {
  const [live, setLive] = useState(false);
  const goLive = useCallback(() => setLive(true), []);
  return { props: { validateOnChange: live, validateOnBlur: live }, goLive };
}

export function LiveAfterSubmit({ goLive }: { goLive: () => void }) {
  const { submitCount } = useFormikContext();
  useEffect(() => {
    if (submitCount > 0) goLive();
  }, [submitCount, goLive]);
  return null;
}
