import { useId, type ReactNode } from 'react';
import { useField } from 'formik';
import { FieldError } from '@shop/shared';
import { useFieldError } from '@shop/shared/forms';

export interface MethodOption {
  value: string;
  label: string;
  /** A line under the label: the price and delivery days, a method's description. */
  detail?: ReactNode;
}

interface MethodChoiceProps {
  name: string;
  legend: string;
  options: readonly MethodOption[];
  /** Shown instead of the options: loading, or why there are none. */
  status?: ReactNode;
}

/** A fieldset of radio buttons (shipping or payment method); its message describes each one. */
export function MethodChoice({ name, legend, options, status }: MethodChoiceProps) {
  const id = useId();
  const error = useFieldError(name);
  return (
    <fieldset className="checkout-methods">
      <legend>{legend}</legend>
      {status ??
        options.map((option) => (
          <MethodRadio
            key={option.value}
            name={name}
            option={option}
            id={`${id}-${option.value}`}
            errorId={`${id}-error`}
            invalid={Boolean(error)}
          />
        ))}
      <FieldError id={`${id}-error`} message={error} className="shop-field__error" />
    </fieldset>
  );
}

function MethodRadio({
  name,
  option,
  id,
  errorId,
  invalid,
}: {
  name: string;
  option: MethodOption;
  id: string;
  errorId: string;
  invalid: boolean;
}) {
  const [field] = useField<string>({ name, type: 'radio', value: option.value });
  return (
    <div className="checkout-method">
      <input
        {...field}
        type="radio"
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={option.detail ? `${id}-detail ${errorId}` : errorId}
      />
      <label htmlFor={id}>
        <span className="checkout-method__label">{option.label}</span>
        {option.detail && (
          <span id={`${id}-detail`} className="checkout-method__detail">
            {option.detail}
          </span>
        )}
      </label>
    </div>
  );
}
