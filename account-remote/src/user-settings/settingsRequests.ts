import { queryOptions } from '@tanstack/react-query';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { UserSettings } from 'contracts/src/account/userSettings';
import { apiClient, SHOPPER_DATA } from 'shared-ui';

export const settingsRequests = {
  load: (signal?: AbortSignal): Promise<ApiEnvelope<UserSettings>> => apiClient.get('user-settings', { signal }),
  save: (settings: UserSettings): Promise<ApiEnvelope<UserSettings>> => apiClient.put('user-settings', settings),
};

/** The signed-in shopper's settings (User Settings); a save puts its answer here. */
export const settingsQuery = () =>
  queryOptions({
    queryKey: [SHOPPER_DATA, 'settings'],
    queryFn: async ({ signal }) => (await settingsRequests.load(signal)).data,
  });
