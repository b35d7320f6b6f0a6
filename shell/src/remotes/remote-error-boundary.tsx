import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** When this changes (e.g. the path), a failed region tries again. */
  resetKey: string;
  fallback: (retry: () => void) => ReactNode;
  onReset: () => void;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
}

/** Keeps a failing remote inside its region: the rest of the page goes on working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidUpdate(previous: Props, previousState: State): void {
    // The shopper moved on inside this region after a failure: try the remote again.
    if (
      previousState.failedAt !== null &&
      this.state.failedAt === null &&
      previous.resetKey !== this.props.resetKey
    ) {
      this.props.onReset();
    }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote region failed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onReset();
    this.setState({ failedAt: null });
  };

  override render() {
    return this.state.failedAt === null ? this.props.children : this.props.fallback(this.retry);
  }
}
