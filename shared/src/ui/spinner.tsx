import { VisuallyHidden } from './visually-hidden';

export type SpinnerSize = 'small' | 'medium' | 'large';

const SIZES: Record<SpinnerSize, number> = { small: 16, medium: 32, large: 48 };

export interface SpinnerProps {
  /** What is loading, already translated, e.g. `t('common:loading')`; read by screen readers. */
  label: string;
  size?: SpinnerSize;
  className?: string;
}

/** A loading indicator announced politely to screen readers. Animated in SVG: no stylesheet. */
export function Spinner({ label, size = 'medium', className }: SpinnerProps) {
  const px = SIZES[size];
  return (
    <span role="status" aria-live="polite" className={className} data-size={size}>
      <svg
        width={px}
        height={px}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        style={{ display: 'inline-block', verticalAlign: 'middle' }}
      >
        <circle
          cx="12"
          cy="12"
          r="10"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.25"
          strokeWidth="3"
        />
        <path
          d="M12 2a10 10 0 0 1 10 10"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        >
          <animateTransform
            attributeName="transform"
            type="rotate"
            from="0 12 12"
            to="360 12 12"
            dur="0.8s"
            repeatCount="indefinite"
          />
        </path>
      </svg>
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
