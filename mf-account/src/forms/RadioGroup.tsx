import { useId } from 'react';
import { useField } from 'formik';
import { FieldError } from '@shop/shared';
import { useFieldError } from '@shop/shared/forms';

export interface RadioGroupProps {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  /** The id of a text that says what the question is for, read with each choice. */
  describedBy?: string;
}

/** A fieldset of radio buttons; its validation message describes each of them. */
export function RadioGroup({ name, legend, options, describedBy }: RadioGroupProps) {
  const id = useId();
  const error = useFieldError(name);
  return (
    <fieldset className="account-fieldset">
      <legend>{legend}</legend>
      <div className="account-fieldset__options">
        {options.map((option) => (
          <RadioOption
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            id={`${id}-${option.value}`}
            describedBy={describedBy ? `${describedBy} ${id}-error` : `${id}-error`}
            invalid={Boolean(error)}
          />
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} className="shop-field__error" />
    </fieldset>
  );
}

function RadioOption({
  name,
  value,
  label,
  id,
  describedBy,
  invalid,
}: {
  name: string;
  value: string;
  label: string;
  id: string;
  describedBy: string;
  invalid: boolean;
}) {
  const [field] = useField<string>({ name, type: 'radio', value });
  return (
    <div className="shop-choice">
      <input
        {...field}
        type="radio"
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
