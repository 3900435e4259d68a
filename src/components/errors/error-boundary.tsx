import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logError } from '@/utils/log-error';
import { aDownloadFailed } from '@/utils/lazy-with-preload';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** Renders instead of the children after an error; `retry` clears the error and renders them again. */
  fallback: (props: { error: unknown; retry: () => void }) => ReactNode;
  /** The error clears by itself when this changes (for a screen: the path, so leaving a broken screen works). */
  resetKey?: unknown;
  /** Loads the page again: what Try again does once a module failed to download (tests pass their own). */
  reload?: () => void;
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
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = () => this.setState({ error: null, failed: false });

  // A failed download can only be fetched anew by a fresh page (see aDownloadFailed); a render error
  // is rendered again.
  retry = () => (aDownloadFailed() ? (this.props.reload ?? (() => window.location.reload()))() : this.reset());

  render() {
    if (this.state.failed) return this.props.fallback({ error: this.state.error, retry: this.retry });
    return this.props.children;
  }
}
