import { useCallback, useEffect, useState } from 'react';
import type { UserProfile } from 'contracts/src/account/profile';
import { profileRequests } from './profileRequests';

export type ProfileState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; profile: UserProfile };

/** The signed-in shopper's profile, loaded on entering My Account; `replace` after a save or an upload. */
export function useProfile() {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    profileRequests.load(controller.signal).then(
      (answer) => setState({ status: 'loaded', profile: answer.data }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback((profile: UserProfile) => setState({ status: 'loaded', profile }), []);
  return { state, reload, replace };
}
