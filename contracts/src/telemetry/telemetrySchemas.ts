import { Type, type TSchema } from '@sinclair/typebox';
import { stringEnumSchema } from '../account/stringEnumSchema';
import { REMOTE_NAMES } from '../config/runtimeConfig';
import {
  BUILD_VERSION_PATTERN,
  MAX_FAILURES_PER_REPORT,
  REMOTE_FAILURE_KINDS,
  TELEMETRY_ROUTES,
  WEB_VITAL_MAXIMUM,
  WEB_VITAL_RATINGS,
  type WebVitalName,
} from './telemetry';

const buildVersionSchema = Type.String({ pattern: BUILD_VERSION_PATTERN });

/** One vital as the `web-vitals` library reports it: `metric.value` and `metric.rating`. */
function webVitalSchema(name: WebVitalName) {
  return Type.Object(
    {
      value: Type.Number({ minimum: 0, maximum: WEB_VITAL_MAXIMUM[name] }),
      rating: stringEnumSchema(WEB_VITAL_RATINGS),
    },
    { additionalProperties: false },
  );
}

/** Each vital under its own name, so each has its own bounds and appears at most once in a report. */
const webVitalsSchema = Type.Object(
  {
    LCP: Type.Optional(webVitalSchema('LCP')),
    INP: Type.Optional(webVitalSchema('INP')),
    CLS: Type.Optional(webVitalSchema('CLS')),
    FCP: Type.Optional(webVitalSchema('FCP')),
    TTFB: Type.Optional(webVitalSchema('TTFB')),
  } satisfies Record<WebVitalName, TSchema>,
  { additionalProperties: false, minProperties: 1 },
);

/** A remote that failed in the browser, with the version it was (or 'unknown' when its manifest never came). */
const remoteFailureSchema = Type.Object(
  {
    remote: stringEnumSchema(REMOTE_NAMES),
    version: buildVersionSchema,
    kind: stringEnumSchema(REMOTE_FAILURE_KINDS),
  },
  { additionalProperties: false },
);

/**
 * POST /api/telemetry. `route` is the route table's pattern of the page ('/property/:id', or '*' for the
 * not-found page); `version` is the build version of the remote that renders it (the route table says which).
 * A report carries vitals, failures, or both. Every value comes from a closed list or is bounded, because each
 * one becomes a label of the API's metrics.
 */
export const telemetryReportSchema = Type.Object(
  {
    route: stringEnumSchema(TELEMETRY_ROUTES),
    version: buildVersionSchema,
    vitals: Type.Optional(webVitalsSchema),
    failures: Type.Optional(Type.Array(remoteFailureSchema, { minItems: 1, maxItems: MAX_FAILURES_PER_REPORT })),
  },
  { additionalProperties: false },
);

/** The answer to an accepted report: 204, nothing in it (a beacon reads no answer). */
export const telemetryAcceptedSchema = Type.Null();
