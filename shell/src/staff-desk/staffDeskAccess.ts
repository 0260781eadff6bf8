import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_ROLE } from 'contracts/src/account/accountRoles';
import type { UserProfile } from 'contracts/src/account/profile';
import { apiClient, SHOPPER_DATA, useSignedIn } from 'shared-ui';

/**
 * GET profile under the key My Account reads it with (account-remote's profileQuery): one answer serves both. The
 * header only peeks at it, so an expired session is not announced from here; the page's own calls do that.
 */
export const headerProfileQuery = () =>
  queryOptions({
    queryKey: [SHOPPER_DATA, 'profile'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<UserProfile>('profile', { signal, promptSignInOnUnauthorized: false })).data,
  });

/**
 * Whether the signed-in account is the store's staff, so that the header links to the staff desk. A convenience, not
 * a lock: the staff API refuses everyone else whatever the header shows. False while unknown or unreadable.
 */
export function useIsStaff(): boolean {
  const signedIn = useSignedIn();
  const staff = useQuery({
    ...headerProfileQuery(),
    enabled: signedIn,
    select: (profile) => profile.role === STAFF_ROLE,
  });
  return signedIn && staff.data === true;
}
