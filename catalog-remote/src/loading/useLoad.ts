import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'failed'; message: string };

/** Runs `load` when `key` changes (and on retry); an answer for an older key is dropped. */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
): { state: LoadState<T>; retry: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', value });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
    // `key` names what `load` loads: a new function for the same key must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
