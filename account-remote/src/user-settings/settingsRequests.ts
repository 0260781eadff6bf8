import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { UserSettings } from 'contracts/src/account/userSettings';
import { apiClient } from 'shared-ui/src/http/apiClient';

export const settingsRequests = {
  load: (signal?: AbortSignal): Promise<ApiEnvelope<UserSettings>> => apiClient.get('user-settings', { signal }),
  save: (settings: UserSettings): Promise<ApiEnvelope<UserSettings>> => apiClient.put('user-settings', settings),
};
