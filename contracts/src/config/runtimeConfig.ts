/** The four remotes the shell composes at runtime. */
export const REMOTE_NAMES = ['catalog', 'checkout', 'account', 'content'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Per-environment configuration the shell reads at start (GET /runtime-config.json on the shell's origin).
 * Nothing here is secret: it is public by nature, like a publishable key.
 */
export interface RuntimeConfig {
  /** Base URL of the store API, ending in '/', e.g. '/api/user/'. */
  apiBaseUrl: string;
  /** URL of each remote's mf-manifest.json. */
  remotes: Record<RemoteName, string>;
  /** Stripe publishable key when card payments go through Stripe; absent in local test-provider mode. */
  stripePublishableKey?: string;
  /** Social sign-in client ids; a button appears only when its id is configured. */
  googleClientId?: string;
  facebookAppId?: string;
  /** The separate builder registration site the footer links to (opens in a new tab); no link when absent. */
  builderRegistrationUrl?: string;
}

/**
 * The shell page may carry the same config inline, as `<script type="application/json" id="runtime-config">`
 * (the API writes it into index.html): the shell then starts without waiting for /runtime-config.json.
 */
export const INLINE_RUNTIME_CONFIG_ID = 'runtime-config';
