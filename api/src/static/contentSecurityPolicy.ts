import type { RemoteName } from 'contracts/src/config/runtimeConfig';

export interface ShellPolicyOptions {
  /** Each remote's manifest URL: the page loads scripts, styles and manifests from these origins. */
  remotes: Record<RemoteName, string>;
  /** Card payments through Stripe: its script, frames and API. */
  stripe: boolean;
}

const STRIPE_SCRIPTS = ['https://js.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_CONNECT = ['https://api.stripe.com'];

/**
 * The shell page's Content-Security-Policy: exactly the store's own origin, its remotes' origins and, when card
 * payments go through Stripe, Stripe's. Styles allow 'unsafe-inline' because the toast library injects its style
 * element at runtime; scripts never do.
 */
export function shellContentSecurityPolicy({ remotes, stripe }: ShellPolicyOptions): string {
  const remoteOrigins = [...new Set(Object.values(remotes).map((url) => new URL(url).origin))];
  const own = ["'self'", ...remoteOrigins];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [...own, ...(stripe ? STRIPE_SCRIPTS : [])],
    'style-src': [...own, "'unsafe-inline'"],
    'connect-src': [...own, ...(stripe ? STRIPE_CONNECT : [])],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': own,
    'frame-src': stripe ? STRIPE_FRAMES : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
