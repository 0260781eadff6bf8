import type { RuntimeConfig } from 'contracts/src/config/runtimeConfig';

/**
 * The external builder registration site ('Become a Builder' in the footer), when the environment names one.
 * Only an absolute http(s) URL is accepted: the value ends up in an href, so a 'javascript:' URL must never pass.
 */
export function builderRegistrationUrlOf(config: RuntimeConfig): string | undefined {
  if (!('builderRegistrationUrl' in config) || typeof config.builderRegistrationUrl !== 'string') return undefined;
  try {
    const url = new URL(config.builderRegistrationUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
