import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/** Browsers remember for a year to use HTTPS only; sent only on an HTTPS answer, where it is honoured. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Every answer that sets no policy of its own (the JSON API, static files, errors) gets one that allows nothing:
 * a JSON answer opened as a page runs nothing, loads nothing and cannot be framed. The shell page and SVGs set theirs.
 */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";

async function transportSecurityPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    // @fastify/static sets its files' headers on the raw response, so both places are asked.
    const hasPolicy = reply.hasHeader('content-security-policy') || reply.raw.hasHeader('content-security-policy');
    if (!hasPolicy) reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    // `request.protocol` is 'https' on a TLS socket, or from X-Forwarded-Proto when a trusted proxy (TRUST_PROXY) sent it.
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
}

/** The API's default Content-Security-Policy, and HSTS only on HTTPS (never on plain HTTP, where it means nothing). */
export const transportSecurity = fastifyPlugin(transportSecurityPlugin, { name: 'transport-security', fastify: '5.x' });
