import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { useField, useFormikContext } from 'formik';
import { FieldError } from '@shop/shared';
import type { NewsletterFormFields } from './newsletter-signup';

interface FieldProps {
  /** Base for the ids of the input and of its error. */
  id: string;
  label: ReactNode;
}

/**
 * Status of a form just emptied by a successful signup: leaving its empty fields then is not a
 * missed entry, so no "required" shows under the thank-you message until the shopper types again.
 */
export const JUST_SUBSCRIBED = 'just-subscribed';

/**
 * A field validated as the shopper types (spec §5): a change marks it touched, so its error shows
 * at once rather than on blur. Answers the Formik field bindings and the error to show.
 */
function useValidatedOnChange(
  name: keyof NewsletterFormFields,
  type?: 'checkbox',
  onEdit?: () => void,
) {
  const [field, meta, helpers] = useField({ name, type });
  const { status, setStatus } = useFormikContext<NewsletterFormFields>();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    field.onChange(event);
    // The change itself runs the validation; touching must not run it again on stale values.
    void helpers.setTouched(true, false);
    if (status === JUST_SUBSCRIBED) setStatus(undefined);
    onEdit?.();
  };
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (status !== JUST_SUBSCRIBED) field.onBlur(event);
  };
  return { field: { ...field, onChange, onBlur }, error: meta.touched ? meta.error : undefined };
}

interface EmailFieldProps extends FieldProps {
  /** Called when the shopper edits the address (an answer about the previous one is stale). */
  onEdit?: () => void;
}

export function EmailField({ id, label, onEdit }: EmailFieldProps) {
  const { field, error } = useValidatedOnChange('email', undefined, onEdit);
  const errorId = `${id}-error`;
  return (
    <div className="newsletter-block__field">
      <label htmlFor={id}>{label}</label>
      <input
        {...field}
        id={id}
        type="email"
        autoComplete="email"
        inputMode="email"
        className="newsletter-block__input"
        aria-required="true"
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={errorId}
      />
      <FieldError id={errorId} message={error} className="newsletter-block__field-error" />
    </div>
  );
}

export function PrivacyConsentField({ id, label }: FieldProps) {
  const { field, error } = useValidatedOnChange('privacy', 'checkbox');
  const errorId = `${id}-error`;
  return (
    <div className="newsletter-block__field">
      <div className="newsletter-block__consent">
        <input
          {...field}
          id={id}
          type="checkbox"
          className="newsletter-block__checkbox"
          aria-required="true"
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={errorId}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={errorId} message={error} className="newsletter-block__field-error" />
    </div>
  );
}
