import type { RuntimeConfig } from 'contracts/src/config/runtimeConfig';
import { loadRuntimeConfig } from 'shared-ui';

export type SocialClientIds = Pick<RuntimeConfig, 'googleClientId' | 'facebookAppId'>;

let pending: Promise<SocialClientIds> | null = null;

/** The providers' public client ids from the runtime config (read once; none when it cannot be read). */
export function loadSocialClientIds(): Promise<SocialClientIds> {
  pending ??= loadRuntimeConfig().then(
    ({ googleClientId, facebookAppId }) => ({
      ...(googleClientId ? { googleClientId } : {}),
      ...(facebookAppId ? { facebookAppId } : {}),
    }),
    () => ({}),
  );
  return pending;
}
