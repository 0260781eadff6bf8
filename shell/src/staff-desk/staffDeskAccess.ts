import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { STAFF_ROLE } from 'contracts/src/account/accountRoles';
import type { UserProfile } from 'contracts/src/account/profile';
import { adoptEarlyRead, apiClient, SHOPPER_DATA, useSignedIn, type EarlyAnswer } from 'shared-ui';

const HEADER_PROFILE_KEY = [SHOPPER_DATA, 'profile'] as const;

async function requestProfile(signal: AbortSignal): Promise<UserProfile> {
  return (await apiClient.get<UserProfile>('profile', { signal, promptSignInOnUnauthorized: false })).data;
}

/**
 * GET profile under the key My Account reads it with (account-remote's profileQuery): one answer serves both. The
 * header only peeks at it, so an expired session is not announced from here; the page's own calls do that.
 */
export const headerProfileQuery = () =>
  queryOptions({ queryKey: HEADER_PROFILE_KEY, queryFn: ({ signal }) => requestProfile(signal) });

/** A profile as the header reads it: an account with a role. */
function isProfile(data: unknown): data is UserProfile {
  return typeof data === 'object' && data !== null && typeof Reflect.get(data, 'role') === 'string';
}

/**
 * Takes over the profile read the shell's entry started for `token` (preloading/earlyShopperReads.ts): asked for
 * once the header rendered, it was the last round trip before a signed-in page's largest paint.
 */
export function adoptHeaderProfileRead(client: QueryClient, token: string, answer: Promise<EarlyAnswer>): void {
  adoptEarlyRead(client, token, answer, { queryKey: HEADER_PROFILE_KEY, accepts: isProfile, request: requestProfile });
}

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
