import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_MESSAGES } from 'contracts/src/account/authApi';
import { toast, useSessionStore } from 'shared-ui';
import { safeRedirect } from './safeRedirect';

/** After any successful sign-in: keep the token, say so, and go back where the shopper was headed (or /home). */
export function useCompleteSignIn(): (token: string, message?: string) => Promise<void> {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useSessionStore((state) => state.signIn);
  return useCallback(
    async (token, message = AUTH_MESSAGES.loggedIn) => {
      signIn(token);
      toast.success(message);
      await navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    },
    [navigate, searchParams, signIn],
  );
}
