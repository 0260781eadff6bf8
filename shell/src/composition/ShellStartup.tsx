import { startTransition, useCallback, useEffect, useState } from 'react';
import { App } from '../app/App';
import { ShellErrorScreen } from '../app/ShellErrorScreen';
import type { StartedShell } from './startShell';
import styles from './ShellStartup.module.css';

type StartupState = { kind: 'starting' } | { kind: 'failed' } | { kind: 'ready'; shell: StartedShell };

/**
 * Runs the start-up and shows its outcome: a quiet loading line, the store, or (config unreadable) a full-screen
 * message with Retry. Never a blank page.
 */
export function ShellStartup({ start }: { start: () => Promise<StartedShell> }) {
  const [state, setState] = useState<StartupState>({ kind: 'starting' });

  const run = useCallback(() => {
    setState({ kind: 'starting' });
    let current = true;
    start().then(
      (shell) => {
        // A transition: React renders the store (header, router, footer) in slices of a few milliseconds,
        // yielding to the browser in between, instead of one long task that holds up the shopper's first tap.
        if (current) startTransition(() => setState({ kind: 'ready', shell }));
      },
      () => {
        if (current) setState({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [start]);

  useEffect(() => run(), [run]);

  if (state.kind === 'ready')
    return <App loader={state.shell.loader} builderRegistrationUrl={state.shell.builderRegistrationUrl} />;
  if (state.kind === 'failed') {
    return (
      <ShellErrorScreen
        title="The store could not start"
        message="We could not load the store's settings. Please check your connection and try again."
        onRetry={run}
      />
    );
  }
  return (
    // Marked for the page's static header (index.html), which stays up until something else is rendered.
    <p className={styles.starting} role="status" data-shell-starting="">
      Loading the store…
    </p>
  );
}
