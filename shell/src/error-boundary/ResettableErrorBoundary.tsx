import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** When this changes (the shopper navigated), children that failed get another chance. */
  resetKey: string;
  /** Shown instead of the children after they threw; `retry` gives them another chance now. */
  fallback: (retry: () => void) => ReactNode;
  report: (error: Error, componentStack: string | null | undefined) => void;
  /** Called as the children get another chance, by navigation or `retry`. */
  onReset?: () => void;
  children: ReactNode;
}

interface State {
  /** The reset key at the time of the failure; '' until it is read from props. */
  failedAt: string | null;
}

/**
 * The shell's one error boundary: what throws while rendering or in an effect is replaced by a
 * fallback and reported, and tried again once the reset key changes or on `retry`.
 */
export class ResettableErrorBoundary extends Component<Props, State> {
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
    if (
      previousState.failedAt !== null &&
      this.state.failedAt === null &&
      previous.resetKey !== this.props.resetKey
    ) {
      this.props.onReset?.();
    }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.report(error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onReset?.();
    this.setState({ failedAt: null });
  };

  override render() {
    return this.state.failedAt === null ? this.props.children : this.props.fallback(this.retry);
  }
}
