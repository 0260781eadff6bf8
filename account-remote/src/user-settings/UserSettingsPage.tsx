import { useEffect, useState } from 'react';
import type { UserSettings } from 'contracts/src/account/userSettings';
import { ErrorState } from 'shared-ui/src/components/StatusMessage/ErrorState';
import { LoadingState } from 'shared-ui/src/components/StatusMessage/LoadingState';
import { settingsRequests } from './settingsRequests';
import { UserSettingsForm } from './UserSettingsForm';
import styles from './UserSettingsPage.module.css';

export const SETTINGS_LOAD_FAILED = 'Failed to load your settings.';

type SettingsState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; settings: UserSettings };

/** /usersettings. */
export default function UserSettingsPage() {
  const [state, setState] = useState<SettingsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    settingsRequests.load(controller.signal).then(
      (answer) => setState({ status: 'loaded', settings: answer.data }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return (
    <div className={styles.page}>
      <h1>User Settings</h1>
      {state.status === 'loading' ? <LoadingState label="Loading..." size="inline" /> : null}
      {state.status === 'failed' ? (
        <ErrorState size="inline" message={SETTINGS_LOAD_FAILED} onRetry={() => setAttempt((count) => count + 1)} />
      ) : null}
      {state.status === 'loaded' ? (
        <UserSettingsForm settings={state.settings} onSaved={(settings) => setState({ status: 'loaded', settings })} />
      ) : null}
    </div>
  );
}
