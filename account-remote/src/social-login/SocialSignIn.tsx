import { useEffect, useState } from 'react';
import type { SocialProvider } from 'contracts/src/account/authApi';
import { Button, isApiError, toast } from 'shared-ui';
import styles from '../auth-layout/AuthLayout.module.css';
import { authRequests } from '../sign-in-flow/authRequests';
import { useCompleteSignIn } from '../sign-in-flow/useCompleteSignIn';
import { facebookAccessToken, googleIdToken } from './providerScripts';
import { loadSocialClientIds, type SocialClientIds } from './socialClientIds';

export const SOCIAL_FAILED_MESSAGE = 'Social login failed.';
const EXCEPTION_MESSAGES: Record<SocialProvider, string> = {
  GOOGLE: 'Error during Google sign-in.',
  FACEBOOK: 'Error during Facebook sign-in.',
};

/** 'Continue with Google' / 'Continue with Facebook', each shown only when the store has that provider set up. */
export function SocialSignIn() {
  const [ids, setIds] = useState<SocialClientIds>({});
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const completeSignIn = useCompleteSignIn();

  useEffect(() => {
    let live = true;
    void loadSocialClientIds().then((loaded) => {
      // Most stores configure no provider: nothing to re-render then.
      if (live && (loaded.googleClientId || loaded.facebookAppId)) setIds(loaded);
    });
    return () => {
      live = false;
    };
  }, []);

  async function signInWith(provider: SocialProvider, getToken: () => Promise<string>) {
    setBusy(provider);
    try {
      let providerToken: string;
      try {
        providerToken = await getToken();
      } catch {
        toast.error(EXCEPTION_MESSAGES[provider]);
        return;
      }
      try {
        const answer = await authRequests.socialLogin({ social_token: providerToken, social_type: provider });
        await completeSignIn(answer.data.token);
      } catch (error) {
        toast.error(
          isApiError(error) && error.kind === 'server' ? SOCIAL_FAILED_MESSAGE : EXCEPTION_MESSAGES[provider],
        );
      }
    } finally {
      setBusy(null);
    }
  }

  const { googleClientId, facebookAppId } = ids;
  if (!googleClientId && !facebookAppId) return null;
  return (
    <div className={styles.form}>
      <p className={styles.divider}>or</p>
      {googleClientId ? (
        <Button
          variant="secondary"
          loading={busy === 'GOOGLE'}
          onClick={() => void signInWith('GOOGLE', () => googleIdToken(googleClientId))}
        >
          Continue with Google
        </Button>
      ) : null}
      {facebookAppId ? (
        <Button
          variant="secondary"
          loading={busy === 'FACEBOOK'}
          onClick={() => void signInWith('FACEBOOK', () => facebookAccessToken(facebookAppId))}
        >
          Continue with Facebook
        </Button>
      ) : null}
    </div>
  );
}
