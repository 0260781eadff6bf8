import { queryOptions } from '@tanstack/react-query';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { PhotoUploadAnswer, ProfileUpdate, UserProfile } from 'contracts/src/account/profile';
import { apiClient, SHOPPER_DATA } from 'shared-ui';

export const profileRequests = {
  load: (signal?: AbortSignal): Promise<ApiEnvelope<UserProfile>> => apiClient.get('profile', { signal }),
  save: (update: ProfileUpdate): Promise<ApiEnvelope<UserProfile>> => apiClient.put('profile', update),
  uploadPhoto: (file: File): Promise<ApiEnvelope<PhotoUploadAnswer>> => {
    const body = new FormData();
    body.append('file', file);
    return apiClient.post('profile/photo', body);
  },
};

/** The signed-in shopper's profile (My Account); a save or an upload puts its answer here. */
export const profileQuery = () =>
  queryOptions({
    queryKey: [SHOPPER_DATA, 'profile'],
    queryFn: async ({ signal }) => (await profileRequests.load(signal)).data,
  });
