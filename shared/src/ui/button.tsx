import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

/** The kit's button classes, for a link or a summary that should look like a button. */
export function buttonClass(variant: ButtonVariant = 'secondary', extra?: string): string {
  const variantClass = variant === 'secondary' ? '' : ` shop-button--${variant}`;
  return `shop-button${variantClass}${extra ? ` ${extra}` : ''}`;
}

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
}

/** A button in the kit's style; `type="button"` unless it says otherwise. */
export function Button({ variant, className, type = 'button', ...props }: ButtonProps) {
  return <button {...props} type={type} className={buttonClass(variant, className)} />;
}
