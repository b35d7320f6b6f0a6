import { getIn, useFormikContext } from 'formik';

/**
 * The message to show for a field: none until the form has been submitted once, then live as the
 * shopper corrects it. Errors shown on blur moved the submit button under the pointer between
 * press and release, so the first click on it could be lost.
 */
export function useFieldError(name: string): string | null {
  const { errors, submitCount } = useFormikContext();
  const error: unknown = getIn(errors, name);
  return submitCount > 0 && typeof error === 'string' ? error : null;
}
