import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { TELEMETRY_PATH } from 'contracts/src/telemetry/telemetry';
import { telemetryAcceptedSchema, telemetryReportSchema } from 'contracts/src/telemetry/telemetrySchemas';
import type { RateLimit } from '../auth/rateLimits';
import { badRequest, HttpError } from '../errors/httpError';
import { TelemetryMetrics } from './telemetryMetrics';

/**
 * Per client address: a page sends one report when it is hidden or left (its vitals and any failures together),
 * so a shopper browsing quickly sends a few a minute. But one address is often many shoppers (an office, a mobile
 * carrier's shared address): the allowance stops a flood, not a busy address, whose lost reports would hide the
 * very failures they carry. A report costs no database work.
 */
export const DEFAULT_TELEMETRY_RATE_LIMIT: RateLimit = { max: 600, timeWindow: '1 minute' };

/** A full report (five vitals, ten failures) is under 1 KB: anything past this is not a report. */
const TELEMETRY_BODY_LIMIT = 8 * 1024;

export const EMPTY_REPORT_MESSAGE = 'A report carries vitals, failures or both.';
export const NOT_JSON_MESSAGE = 'The body must be a report written as JSON.';

const POISONING_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A text/plain body read as JSON. The keys Fastify's JSON parser refuses (prototype poisoning) are refused here
 * too, by name, rather than left for the schema to call unknown fields.
 */
export function parseReportText(text: string | Buffer): unknown {
  try {
    return JSON.parse(String(text), (key, value: unknown) => {
      if (POISONING_KEYS.has(key)) throw badRequest(`The key '${key}' is not allowed in a report.`);
      return value;
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(NOT_JSON_MESSAGE);
  }
}

export interface TelemetryRoutesOptions {
  rateLimit?: RateLimit;
}

/**
 * POST /api/telemetry: what shoppers' browsers report about the remotes and the pages (contracts'
 * telemetry.ts), counted into the app's metrics (app.metrics) and answered 204. Nothing is stored.
 */
export const telemetryRoutes: FastifyPluginAsyncTypebox<TelemetryRoutesOptions> = async (app, options) => {
  const metrics = new TelemetryMetrics(app.metrics.registry);

  // navigator.sendBeacon(url, string) sends the string as text/plain;charset=UTF-8 (a type that needs no CORS
  // preflight, which a beacon cannot wait for). In this plugin only, text/plain is read as JSON; elsewhere text
  // stays text. application/json keeps Fastify's own parser.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string' },
    async (_request: FastifyRequest, body: string | Buffer) => parseReportText(body),
  );

  app.post(
    TELEMETRY_PATH,
    {
      schema: { body: telemetryReportSchema, response: { 204: telemetryAcceptedSchema } },
      bodyLimit: TELEMETRY_BODY_LIMIT,
      config: { rateLimit: options.rateLimit ?? DEFAULT_TELEMETRY_RATE_LIMIT },
    },
    async (request, reply) => {
      const report = request.body;
      if (report.vitals === undefined && report.failures === undefined) throw badRequest(EMPTY_REPORT_MESSAGE);
      metrics.count(report);
      return reply.code(204).send(null);
    },
  );
};
