import { Type, type TString } from '@sinclair/typebox';
import type { RemoteName } from './runtimeConfig';

const manifestUrl = Type.String();

/**
 * Per-environment configuration the shell reads at start (GET /runtime-config.json on the shell's origin).
 * Nothing here is secret: it is public by nature, like a publishable key.
 */
export const runtimeConfigSchema = Type.Object({
  /** Base URL of the store API, ending in '/', e.g. '/api/user/'. */
  apiBaseUrl: Type.String(),
  /** URL of each remote's mf-manifest.json. A remote added to REMOTE_NAMES fails to compile here until it is listed. */
  remotes: Type.Object({
    catalog: manifestUrl,
    checkout: manifestUrl,
    account: manifestUrl,
    content: manifestUrl,
    staff: manifestUrl,
  } satisfies Record<RemoteName, TString>),
  /** Stripe publishable key when card payments go through Stripe; absent in local test-provider mode. */
  stripePublishableKey: Type.Optional(Type.String()),
  /** Social sign-in client ids; a button appears only when its id is configured. */
  googleClientId: Type.Optional(Type.String()),
  facebookAppId: Type.Optional(Type.String()),
  /** The separate builder registration site the footer links to (opens in a new tab); no link when absent. */
  builderRegistrationUrl: Type.Optional(Type.String()),
});
