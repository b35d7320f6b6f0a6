import type { ReactNode } from 'react';
import { ResettableErrorBoundary } from './ResettableErrorBoundary';

interface Props {
  /** What failed, for the report: "top message bar", "cart badge"… */
  name: string;
  /** Shown instead of the children after they threw; nothing by default. */
  fallback?: ReactNode;
  /** When this changes (the shopper navigated), the children get another chance. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Keeps one part of the shell's frame from taking the rest down: a widget that throws while
 * rendering or in an effect is replaced by its quiet fallback and reported.
 */
export function ShellErrorBoundary({ name, fallback = null, resetKey, children }: Props) {
  return (
    <ResettableErrorBoundary
      resetKey={resetKey}
      fallback={() => fallback}
      report={(error, componentStack) =>
        console.error(`The shell's ${name} failed and was hidden`, error, componentStack)
      }
    >
      {children}
    </ResettableErrorBoundary>
  );
}
