import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets: a one-time code from an e-mailed link, a token. */
const SECRET_PARAMETERS = ['otp', 'token', 'code', 'password'];

/** A mailed download link carries its token in the path (delivery/deliveryRoutes.ts). */
const DOWNLOAD_TOKEN_IN_PATH = /^(\/api\/user\/downloads\/)[^/?#]+/;
/** So does a saved search alert's unsubscribe link (saved-searches/unsubscribeRoutes.ts). */
const UNSUBSCRIBE_TOKEN_IN_PATH = /^(\/api\/user\/saved-searches\/unsubscribe\/)[^/?#]+/;

/** The request URL as it may appear in a log line: secret query values and a link's token replaced, the rest kept. */
export function redactUrl(fullUrl: string): string {
  const url = fullUrl.replace(DOWNLOAD_TOKEN_IN_PATH, '$1REDACTED').replace(UNSUBSCRIBE_TOKEN_IN_PATH, '$1REDACTED');
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of SECRET_PARAMETERS) {
    if (query.has(name)) query.set(name, 'REDACTED');
  }
  return `${url.slice(0, queryStart)}?${query.toString()}`;
}

/** What a request log line says of a request (with LOG_LEVEL=debug): never a code or a token. */
export function requestLogFields(request: FastifyRequest): { method: string; url: string } {
  return { method: request.method, url: redactUrl(request.url) };
}
