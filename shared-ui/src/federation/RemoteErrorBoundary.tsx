import { Component, type ReactNode } from 'react';

interface RemoteErrorBoundaryProps {
  /** Shown instead of the children once one of them threw while rendering. */
  fallback: ReactNode;
  /** Told once about what a child threw (the fallback is shown): RemotePage and RemoteFragment report it. */
  onError?: (error: unknown) => void;
  children?: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
}

/**
 * Keeps a remote page or fragment that throws while rendering from taking the rest of the store down.
 * Give it a new `key` to try the children again. React itself reports the error (onCaughtError) to the console.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
