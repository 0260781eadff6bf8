import type { FastifyPluginAsync } from 'fastify';
import type { RemoteName, RuntimeConfig } from 'contracts/src/config/runtimeConfig';
import { noQuerySchema } from '../http/commonSchemas';

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
 * Revalidated on every load so a redeployed remote is picked up without rebuilding the shell.
 */
export const runtimeConfigRoute: FastifyPluginAsync<RuntimeConfigOptions> = async (app, options) => {
  const body = JSON.stringify(runtimeConfigOf(options));
  app.get('/runtime-config.json', { schema: { querystring: noQuerySchema } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(body),
  );
};
