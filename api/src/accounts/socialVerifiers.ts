import type { SocialProvider } from 'contracts/src/account/authApi';

/** Who the identity provider says the token belongs to; only a verified address is accepted. */
export interface SocialIdentity {
  email: string;
  name: string;
}

/** Checks a provider's token (signature, audience, expiry) and answers the identity, or null when it is not valid. */
export interface SocialVerifier {
  verify(token: string): Promise<SocialIdentity | null>;
}

export type SocialVerifiers = Partial<Record<SocialProvider, SocialVerifier>>;

const PROVIDER_TIMEOUT_MS = 5000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function fetchJson(url: URL): Promise<Record<string, unknown> | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  if (!response.ok) return null;
  const body: unknown = await response.json();
  return isRecord(body) ? body : null;
}

/**
 * Google ID tokens, checked by Google's tokeninfo endpoint (signature and expiry), then here: the audience must
 * be this store's client id and the address verified.
 */
export function googleVerifier(clientId: string): SocialVerifier {
  return {
    async verify(token) {
      const url = new URL('https://oauth2.googleapis.com/tokeninfo');
      url.searchParams.set('id_token', token);
      const claims = await fetchJson(url);
      if (!claims || claims.aud !== clientId) return null;
      if (claims.iss !== 'accounts.google.com' && claims.iss !== 'https://accounts.google.com') return null;
      if (claims.email_verified !== 'true' && claims.email_verified !== true) return null;
      if (typeof claims.email !== 'string') return null;
      return { email: claims.email, name: typeof claims.name === 'string' ? claims.name : '' };
    },
  };
}

/** Facebook access tokens: debug_token proves the token was issued to this app; /me gives the address. */
export function facebookVerifier(appId: string, appSecret: string): SocialVerifier {
  return {
    async verify(token) {
      const debug = new URL('https://graph.facebook.com/debug_token');
      debug.searchParams.set('input_token', token);
      debug.searchParams.set('access_token', `${appId}|${appSecret}`);
      const checked = await fetchJson(debug);
      const data = checked?.data;
      if (!isRecord(data) || data.is_valid !== true || String(data.app_id) !== appId) return null;
      const me = new URL('https://graph.facebook.com/me');
      me.searchParams.set('fields', 'email,name');
      me.searchParams.set('access_token', token);
      const profile = await fetchJson(me);
      if (!profile || typeof profile.email !== 'string') return null;
      return { email: profile.email, name: typeof profile.name === 'string' ? profile.name : '' };
    },
  };
}

/** The verifiers of the providers the environment configures (Facebook needs its app secret as well). */
export function configuredSocialVerifiers(social: {
  googleClientId: string | null;
  facebookAppId: string | null;
  facebookAppSecret: string | null;
}): SocialVerifiers {
  return {
    ...(social.googleClientId ? { GOOGLE: googleVerifier(social.googleClientId) } : {}),
    ...(social.facebookAppId && social.facebookAppSecret
      ? { FACEBOOK: facebookVerifier(social.facebookAppId, social.facebookAppSecret) }
      : {}),
  };
}
