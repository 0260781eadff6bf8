import { createHash } from 'node:crypto';
import type { RemoteName } from 'contracts/src/config/runtimeConfig';

export interface ShellPolicyOptions {
  /** Each remote's manifest URL: the page loads scripts, styles and manifests from these origins. */
  remotes: Record<RemoteName, string>;
  /** Card payments through Stripe: its script, frames and API. */
  stripe: boolean;
  /** Social sign-in buttons shown: the provider's script, its sign-in frame and its API. */
  google: boolean;
  facebook: boolean;
  /** Sources ('sha256-…', scriptHashSource) of the page's own inline scripts: the shell's start-up loader. */
  inlineScripts?: readonly string[];
}

const STRIPE_SCRIPTS = ['https://js.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_CONNECT = ['https://api.stripe.com'];
const GOOGLE = ['https://accounts.google.com'];
const FACEBOOK_SCRIPTS = ['https://connect.facebook.net'];
const FACEBOOK_FRAMES = ['https://www.facebook.com'];
const FACEBOOK_CONNECT = ['https://graph.facebook.com', 'https://www.facebook.com'];

/**
 * The shell page's Content-Security-Policy: exactly the store's own origin, its remotes' origins and, when
 * configured, Stripe's (card payments) and the identity providers' (social sign-in). Styles allow 'unsafe-inline' because the toast library injects its style
 * element at runtime; inline scripts run only if the page itself carries them (by hash).
 */
export function shellContentSecurityPolicy({
  remotes,
  stripe,
  google,
  facebook,
  inlineScripts = [],
}: ShellPolicyOptions): string {
  const remoteOrigins = [...new Set(Object.values(remotes).map((url) => new URL(url).origin))];
  const own = ["'self'", ...remoteOrigins];
  const when = (enabled: boolean, sources: string[]) => (enabled ? sources : []);
  const frames = [...when(stripe, STRIPE_FRAMES), ...when(google, GOOGLE), ...when(facebook, FACEBOOK_FRAMES)];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      ...own,
      ...inlineScripts,
      ...when(stripe, STRIPE_SCRIPTS),
      ...when(google, GOOGLE),
      ...when(facebook, FACEBOOK_SCRIPTS),
    ],
    'style-src': [...own, "'unsafe-inline'", ...when(google, GOOGLE)],
    'connect-src': [
      ...own,
      ...when(stripe, STRIPE_CONNECT),
      ...when(google, GOOGLE),
      ...when(facebook, FACEBOOK_CONNECT),
    ],
    'img-src': ["'self'", 'data:', 'blob:'],
    // No font-src: the store loads no web font (default-src 'self' covers one), and every byte of this header is
    // sent with each page, whose first round trip on a phone carries about 14 KB.
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The script-src source that allows exactly this inline script's text, and no other inline script. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
