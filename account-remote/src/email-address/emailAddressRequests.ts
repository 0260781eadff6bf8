import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { EmailChangeConfirmation, UserProfile } from 'contracts/src/account/profile';
import { apiClient } from 'shared-ui';

export const emailAddressRequests = {
  /** The code from the new address moves the account there. */
  confirmChange: (confirmation: EmailChangeConfirmation): Promise<ApiEnvelope<UserProfile>> =>
    apiClient.put('profile/email', confirmation),
  /** A fresh code to confirm a password sign-up's address. */
  resendConfirmation: (): Promise<ApiEnvelope<null>> => apiClient.post('profile/email/confirmation', {}),
};
