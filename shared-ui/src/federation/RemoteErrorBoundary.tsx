import { Component, type ReactNode } from 'react';

interface RemoteErrorBoundaryProps {
  /** Shown instead of the children once one of them threw while rendering; a function is given what it threw. */
  fallback: ReactNode | ((error: unknown) => ReactNode);
  /** Told once about what a child threw (the fallback is shown): RemotePage and RemoteFragment report it. */
  onError?: (error: unknown) => void;
  children?: ReactNode;
}

type RemoteErrorBoundaryState = { failed: false } | { failed: true; error: unknown };

/**
 * Keeps a remote page or fragment that throws while rendering from taking the rest of the store down.
 * Give it a new `key` to try the children again. React itself reports the error (onCaughtError) to the console.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): RemoteErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.state.error) : fallback;
  }
}
