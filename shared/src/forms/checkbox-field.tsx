import { useId, type ReactNode } from 'react';
import { useField } from 'formik';
import { FieldError } from '@shop/shared';
import { useFieldError } from './use-field-error';
import './forms.css';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
}

/** A labelled checkbox with its validation message tied to it. */
export function CheckboxField({ name, label }: CheckboxFieldProps) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  const error = useFieldError(name);
  return (
    <div className="shop-choice">
      <input
        name={field.name}
        checked={Boolean(field.checked)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        type="checkbox"
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={`${id}-error`} message={error} className="shop-field__error" />
    </div>
  );
}
