import { useId } from 'react';
import { useField } from 'formik';
import { FieldError } from '../ui/field-error';
import { useFieldError } from './use-field-error';
import './forms.css';

export interface SelectFieldProps {
  name: string;
  label: string;
  /** The first, empty choice ("choose a country"). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  autoComplete?: string;
}

/** A labelled select whose validation message is announced and tied to it (aria-describedby). */
export function SelectField({ name, label, placeholder, options, autoComplete }: SelectFieldProps) {
  const [field] = useField<string>(name);
  const id = useId();
  const error = useFieldError(name);
  return (
    <div className="shop-field">
      <label htmlFor={id}>{label}</label>
      <select
        {...field}
        id={id}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} className="shop-field__error" />
    </div>
  );
}
