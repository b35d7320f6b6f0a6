import type { ReactNode } from 'react';

/** A decorative 22 px line icon drawn in the current text colour; `children` are its paths. */
export function LineIcon({
  children,
  strokeWidth = 1.6,
}: {
  children: ReactNode;
  strokeWidth?: number;
}) {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}
