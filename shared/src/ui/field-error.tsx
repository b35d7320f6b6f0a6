export interface FieldErrorProps {
  /** Referenced by the field's `aria-describedby`. */
  id: string;
  /** The message to show (e.g. a validation message); nothing is rendered without one. */
  message?: string | null;
  className?: string;
}

/**
 * A form or field error, announced as soon as it appears. Render it always and pass `message`
 * only when there is an error, so the field's `aria-describedby` keeps pointing at it.
 */
export function FieldError({ id, message, className }: FieldErrorProps) {
  return (
    <span id={id} role="alert" className={className} data-error={message ? 'true' : undefined}>
      {message ?? null}
    </span>
  );
}
