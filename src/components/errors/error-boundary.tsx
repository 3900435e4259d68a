import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logError } from '@/utils/log-error';
import { forgetFailedDownloads } from '@/utils/lazy-with-preload';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** Renders instead of the children after an error; `retry` clears the error and renders them again. */
  fallback: (props: { error: unknown; retry: () => void }) => ReactNode;
  /** The error clears by itself when this changes (for a screen: the path, so leaving a broken screen works). */
  resetKey?: unknown;
};

type ErrorBoundaryState = { error: unknown; failed: boolean };

/** Catches render errors and failed chunk downloads below it, so the page is never left blank. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    logError(error, info.componentStack ?? undefined);
  }

  componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => {
    forgetFailedDownloads();
    this.setState({ error: null, failed: false });
  };

  render() {
    if (this.state.failed) return this.props.fallback({ error: this.state.error, retry: this.retry });
    return this.props.children;
  }
}
