import { apiClient } from '../http/apiClient';
import { useSessionStore } from './sessionStore';

/**
 * Ends the session: asks the server to revoke the token, then forgets it locally (all session storage, as the
 * spec says). A failed revocation (network down, or an API without the endpoint yet) must not keep a shopper
 * signed in on a shared computer, so the local logout always happens.
 */
export async function logOut(): Promise<void> {
  try {
    await apiClient.post('logout', undefined, { promptSignInOnUnauthorized: false });
  } catch {
    // The token expires on the server by itself; nothing the shopper can do about it here.
  }
  useSessionStore.getState().signOut();
}
