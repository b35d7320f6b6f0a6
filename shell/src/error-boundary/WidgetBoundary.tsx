import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ShellErrorBoundary } from './ShellErrorBoundary';

/** A shell widget that disappears when it fails and tries again on the next navigation. */
export function WidgetBoundary({
  name,
  fallback,
  children,
}: {
  name: string;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <ShellErrorBoundary name={name} fallback={fallback} resetKey={pathname}>
      {children}
    </ShellErrorBoundary>
  );
}
