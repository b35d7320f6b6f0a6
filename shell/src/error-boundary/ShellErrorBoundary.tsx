import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What failed, for the report: "top message bar", "cart badge"… */
  name: string;
  /** Shown instead of the children after they threw; nothing by default. */
  fallback?: ReactNode;
  /** When this changes (the shopper navigated), the children get another chance. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
}

/**
 * Keeps one part of the shell's frame from taking the rest down: a widget that throws while
 * rendering or in an effect is replaced by its quiet fallback and reported.
 */
export class ShellErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      `The shell's ${this.props.name} failed and was hidden`,
      error,
      info.componentStack,
    );
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : (this.props.fallback ?? null);
  }
}
