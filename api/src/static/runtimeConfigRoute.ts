import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nothingSchema } from 'contracts/src/api/requestSchemas';
import type { RemoteName, RuntimeConfig } from 'contracts/src/config/runtimeConfig';
import { runtimeConfigSchema } from 'contracts/src/config/runtimeConfigSchemas';

export interface RuntimeConfigOptions {
  remotes: Record<RemoteName, string>;
  /** Public client ids of the identity providers; the sign-in buttons show only for those set. */
  social?: Pick<RuntimeConfig, 'googleClientId' | 'facebookAppId'>;
}

/** Where the store's API lives, relative to the shell's origin (they share it). */
export const API_BASE_URL = '/api/user/';

/** The config the shell reads, here and inlined in its page (shellPage.ts). */
export function runtimeConfigOf(options: RuntimeConfigOptions): RuntimeConfig {
  return { apiBaseUrl: API_BASE_URL, remotes: options.remotes, ...options.social };
}

/**
 * The shell's per-environment configuration: its bundle holds no remote URL, it reads them here at start.
 * Revalidated on every load so a redeployed remote is picked up without rebuilding the shell. The bare config, not
 * the API's envelope: the shell reads it before it knows where the API is.
 */
export const runtimeConfigRoute: FastifyPluginAsyncTypebox<RuntimeConfigOptions> = async (app, options) => {
  const config = runtimeConfigOf(options);
  app.get(
    '/runtime-config.json',
    { schema: { querystring: nothingSchema, response: { 200: runtimeConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return config;
    },
  );
};
