import { useId } from 'react';
import { useField } from 'formik';
import { FieldError } from '@shop/shared';
import { useFieldError } from '@shop/shared/forms';

export interface RadioGroupProps {
  name: string;
  legend: string;
  /** A null value is the answer "prefer not to say": the field holds null when it is chosen. */
  options: readonly { value: string | null; label: string }[];
  /** The id of a text that says what the question is for, read with each choice. */
  describedBy?: string;
}

/** The input's value of the null option. */
const NOT_SAID = 'not-said';

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
            key={option.value ?? NOT_SAID}
            name={name}
            value={option.value}
            label={option.label}
            id={`${id}-${option.value ?? NOT_SAID}`}
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
  value: string | null;
  label: string;
  id: string;
  describedBy: string;
  invalid: boolean;
}) {
  const [field, , helpers] = useField<string | null>(name);
  return (
    <div className="shop-choice">
      <input
        name={field.name}
        value={value ?? NOT_SAID}
        checked={field.value === value}
        // The field keeps the option's own value (null included), not the input's string.
        onChange={() => void helpers.setValue(value)}
        onBlur={field.onBlur}
        type="radio"
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
