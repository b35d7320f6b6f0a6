import { useId, type ComponentPropsWithRef } from 'react';
import { FieldError } from './field-error';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> {
  /** The visible label, also the select's accessible name. */
  label: string;
  /** The first, empty choice ("choose a country"). */
  placeholder: string;
  options: readonly SelectOption[];
  /** A validation message, announced and tied to the select (aria-describedby). */
  error?: string | null;
}

/**
 * A labelled native `<select>` in the kit's field style: the browser gives it its keyboard use
 * (arrows, letters, Enter), its picker on phones and its role for screen readers.
 */
export function Select({ label, placeholder, options, error, ...select }: SelectProps) {
  const id = useId();
  return (
    <div className="shop-field">
      <label htmlFor={id}>{label}</label>
      <select
        {...select}
        id={id}
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
