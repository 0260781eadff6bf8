import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { PhotoUploadAnswer, ProfileUpdate, UserProfile } from 'contracts/src/account/profile';
import { apiClient } from 'shared-ui/src/http/apiClient';

export const profileRequests = {
  load: (signal?: AbortSignal): Promise<ApiEnvelope<UserProfile>> => apiClient.get('profile', { signal }),
  save: (update: ProfileUpdate): Promise<ApiEnvelope<UserProfile>> => apiClient.put('profile', update),
  uploadPhoto: (file: File): Promise<ApiEnvelope<PhotoUploadAnswer>> => {
    const body = new FormData();
    body.append('file', file);
    return apiClient.post('profile/photo', body);
  },
};
