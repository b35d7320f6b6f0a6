import { Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@shop/shared';
import { forgetRemoteComponent, lazyRemoteComponent } from './lazy-remote-component';
import { ResettableErrorBoundary } from '../error-boundary/ResettableErrorBoundary';

export interface RemoteBoundaryProps<P> {
  remote: RemoteName;
  exposed: string;
  props: P;
  loading: ReactNode;
  fallback: (retry: () => void) => ReactNode;
}

/**
 * Loads an exposed component of a remote and keeps its failures inside: the one loading path that
 * regions and fragments share. A failure retries on the shopper's next navigation or on `retry`.
 */
export function RemoteBoundary<P extends object>({
  remote,
  exposed,
  props,
  loading,
  fallback,
}: RemoteBoundaryProps<P>) {
  const { pathname } = useLocation();
  // Bumped on retry so this renders again and picks up a fresh lazy component.
  const [, setAttempt] = useState(0);
  const Component = lazyRemoteComponent<P>(remote, exposed);

  const forget = () => {
    forgetRemoteComponent(remote, exposed);
    setAttempt((attempt) => attempt + 1);
  };

  return (
    <ResettableErrorBoundary
      resetKey={pathname}
      onReset={forget}
      fallback={fallback}
      report={(error, componentStack) =>
        console.error(`The ${remote} region failed`, error, componentStack)
      }
    >
      <Suspense fallback={loading}>
        <Component {...props} />
      </Suspense>
    </ResettableErrorBoundary>
  );
}
