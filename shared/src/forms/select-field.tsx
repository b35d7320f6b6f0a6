import { useField } from 'formik';
import { Select } from '@shop/shared';
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

/** The kit's Select bound to a formik field, its validation message announced and tied to it. */
export function SelectField({ name, label, placeholder, options, autoComplete }: SelectFieldProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <Select
      {...field}
      label={label}
      placeholder={placeholder}
      options={options}
      autoComplete={autoComplete}
      error={error}
    />
  );
}
