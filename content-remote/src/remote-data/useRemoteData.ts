import { useCallback, useEffect, useState } from 'react';

export type RemoteData<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; data: T };

/**
 * Loads data when the component mounts (and when `key` changes), with a Retry. The request is aborted when the
 * component unmounts or asks for something else, so a slow answer never overwrites a newer one.
 */
export function useRemoteData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
): RemoteData<T> & { retry: () => void } {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
    // `load` is a new function at each render: `key` says when the request changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above; `key` stands for `load`
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
