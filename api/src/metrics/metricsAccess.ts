import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isLoopbackAddress } from '../mail/loopbackAddress';

/** Headers a proxy adds when it passes a request on: such a request did not come from this machine's monitoring. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * Who may read /metrics. It tells the store's traffic, errors and capacity, so not everyone:
 * - a client on this machine (a Prometheus or an agent beside the API), connected straight to it: the socket's
 *   peer is a loopback address and no proxy forwarded the request. A load balancer on the same machine connects
 *   from loopback too, for every visitor: the forwarding header it adds (X-Forwarded-For) is what tells them apart.
 * - anyone sending `Authorization: Bearer <METRICS_TOKEN>`, when METRICS_TOKEN is set (a Prometheus elsewhere).
 *   Compared by digest in constant time, so the comparison leaks neither the token nor its length.
 */
export function metricsAccessRule(token: string | null | undefined): (request: FastifyRequest) => boolean {
  const tokenDigest = token ? digest(token) : null;
  return (request) => {
    const authorization = request.headers.authorization;
    if (tokenDigest !== null && authorization?.startsWith('Bearer ')) {
      return timingSafeEqual(digest(authorization.slice('Bearer '.length)), tokenDigest);
    }
    const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
    return !forwarded && isLoopbackAddress(request.socket.remoteAddress ?? '');
  };
}
