import type { CSSProperties, HTMLAttributes } from 'react';

/** Hides content visually while keeping it for screen readers (no stylesheet needed). */
export const visuallyHiddenStyle: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for assistive technology only, e.g. a label for an icon-only button. */
export function VisuallyHidden({ style, ...props }: VisuallyHiddenProps) {
  return <span {...props} style={{ ...visuallyHiddenStyle, ...style }} />;
}
