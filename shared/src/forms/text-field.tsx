import { useId, type InputHTMLAttributes } from 'react';
import { useField } from 'formik';
import { FieldError } from '@shop/shared';
import { useFieldError } from './use-field-error';
import './forms.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'children'
> {
  name: string;
  label: string;
  /** A short hint under the label, read with the field. */
  hint?: string;
}

/** A labelled input whose validation message is announced and tied to it (aria-describedby). */
export function TextField({ name, label, hint, className, ...input }: TextFieldProps) {
  const [field] = useField<string>(name);
  const id = useId();
  const error = useFieldError(name);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className ? `shop-field ${className}` : 'shop-field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={hintId} className="shop-field__hint">
          {hint}
        </span>
      )}
      <input
        {...input}
        {...field}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, `${id}-error`].filter(Boolean).join(' ')}
      />
      <FieldError id={`${id}-error`} message={error} className="shop-field__error" />
    </div>
  );
}
