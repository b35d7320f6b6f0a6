import { useId, type ReactNode } from 'react';
import { useField } from 'formik';
import { FieldError } from '@shop/shared';
import { useFieldError } from './use-field-error';
import './forms.css';

export interface RadioGroupOption<Value extends string | null = string> {
  /** null is the answer "prefer not to say": the field holds null when it is chosen. */
  value: Value;
  label: string;
  /** A line under the label (a method's price and delivery days), read with the choice. */
  detail?: ReactNode;
}

export interface RadioGroupFieldProps<Value extends string | null> {
  name: string;
  legend: string;
  options: readonly RadioGroupOption<Value>[];
  /** The id of a text that says what the question is for, read with each choice. */
  describedBy?: string;
  /** Shown instead of the options: loading, or why there are none. */
  status?: ReactNode;
  /** The form's look: the fieldset's class, its options' wrapper's and each choice's. */
  className?: string;
  optionsClassName?: string;
  choiceClassName?: string;
}

/** The input's value of the null option. */
const NOT_SAID = 'not-said';

/**
 * A formik field chosen with radio buttons: a fieldset named by its legend, whose validation
 * message describes each choice. The field keeps the option's own value, null included.
 */
export function RadioGroupField<Value extends string | null>({
  name,
  legend,
  options,
  describedBy,
  status,
  className,
  optionsClassName,
  choiceClassName = 'shop-choice',
}: RadioGroupFieldProps<Value>) {
  const id = useId();
  const error = useFieldError(name);
  const errorId = `${id}-error`;
  const choices = options.map((option) => (
    <RadioChoice
      key={option.value ?? NOT_SAID}
      name={name}
      option={option}
      id={`${id}-${option.value ?? NOT_SAID}`}
      describedBy={describedBy ? `${describedBy} ${errorId}` : errorId}
      invalid={Boolean(error)}
      className={choiceClassName}
    />
  ));
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {status ?? (optionsClassName ? <div className={optionsClassName}>{choices}</div> : choices)}
      <FieldError id={errorId} message={error} className="shop-field__error" />
    </fieldset>
  );
}

function RadioChoice<Value extends string | null>({
  name,
  option,
  id,
  describedBy,
  invalid,
  className,
}: {
  name: string;
  option: RadioGroupOption<Value>;
  id: string;
  describedBy: string;
  invalid: boolean;
  className: string;
}) {
  const [field, , helpers] = useField<Value>(name);
  const detailId = `${id}-detail`;
  return (
    <div className={className}>
      <input
        name={field.name}
        value={option.value ?? NOT_SAID}
        checked={field.value === option.value}
        onChange={() => void helpers.setValue(option.value)}
        onBlur={field.onBlur}
        type="radio"
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={option.detail ? `${detailId} ${describedBy}` : describedBy}
      />
      <label htmlFor={id}>
        <span className={`${className}__label`}>{option.label}</span>
        {option.detail && (
          <span id={detailId} className={`${className}__detail`}>
            {option.detail}
          </span>
        )}
      </label>
    </div>
  );
}
