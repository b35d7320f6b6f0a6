import { useEffect, useRef } from 'react';
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
