import type { ReactNode } from 'react';

/** A decorative line icon (22 px unless `size` says) in the current text colour; `children` are its paths. */
export function LineIcon({
  children,
  size = 22,
  strokeWidth = 1.6,
}: {
  children: ReactNode;
  size?: number;
  strokeWidth?: number;
}) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}
