import type { ChangeEvent, ReactNode } from 'react';
import { useField } from 'formik';
import { FieldError } from '@shop/shared';
import type { NewsletterFormFields } from './newsletter-signup';

interface FieldProps {
  /** Base for the ids of the input and of its error. */
  id: string;
  label: ReactNode;
}

/**
 * A field validated as the shopper types (spec §5): a change marks it touched, so its error shows
 * at once rather than on blur. Answers the Formik field bindings and the error to show.
 */
function useValidatedOnChange(name: keyof NewsletterFormFields, type?: 'checkbox') {
  const [field, meta, helpers] = useField({ name, type });
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    field.onChange(event);
    // The change itself runs the validation; touching must not run it again on stale values.
    void helpers.setTouched(true, false);
  };
  return { field: { ...field, onChange }, error: meta.touched ? meta.error : undefined };
}

export function EmailField({ id, label }: FieldProps) {
  const { field, error } = useValidatedOnChange('email');
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
