import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryStatus } from 'shared-ui';
import { settingsQuery } from './settingsRequests';
import { UserSettingsForm } from './UserSettingsForm';
import styles from './UserSettingsPage.module.css';

export const SETTINGS_LOAD_FAILED = 'Failed to load your settings.';

/** /usersettings. */
export default function UserSettingsPage() {
  const settings = useQuery(settingsQuery());
  const queryClient = useQueryClient();
  return (
    <div className={styles.page}>
      <h1>User Settings</h1>
      <QueryStatus
        query={settings}
        loading={{ label: 'Loading...', size: 'inline' }}
        error={{ message: SETTINGS_LOAD_FAILED, size: 'inline' }}
      >
        {(loaded) => (
          <UserSettingsForm
            settings={loaded}
            onSaved={(saved) => queryClient.setQueryData(settingsQuery().queryKey, saved)}
          />
        )}
      </QueryStatus>
    </div>
  );
}
