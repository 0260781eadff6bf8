import { fillPath, pathParameterNames, type Endpoint } from './endpointRecorder';
import {
  AUDITED_MULTIPART,
  MALFORMED_MULTIPART,
  NON_FINITE_JSON_LITERALS,
  NON_FINITE_TEXTS,
  NUL_IN_URL,
  NUL_TEXTS,
  jsonText,
  type BodyChoice,
} from './oddInput';
import { fieldSchema, isNumeric, knownFields, sampleOf, typesOf } from './routeSchemas';

/** Path values that pass each parameter's own check, so that a request reaches the part under test. */
export const VALID_PATH_VALUES: Record<string, string> = { name: `${'a'.repeat(32)}.png` };

/** The one route that reads multipart: every broken body sent to it must be refused with 400. */
export const PHOTO_UPLOAD = 'POST /api/user/profile/photo';

/** One request of the odd-input sweep and what the endpoint must answer to it. */
export interface OddRequest {
  /** What is odd about it, for a failure's message. */
  label: string;
  path: string;
  query: string;
  body: BodyChoice;
  /**
   * 400 where the route has to refuse the value (a NUL anywhere; a non-finite number where a number belongs;
   * a broken multipart body on the upload); elsewhere any answer but a server error (e.g. "Infinity" is a fine name).
   */
  expected: 400 | 'no server error';
}

const isNul = (value: string) => value.includes('\u0000') || value.includes('%00');

/** Ids, limits and pages by name: they get every non-finite value even where the schema takes them as text. */
const NUMBER_LIKE_NAME = /(^|_)(id|limit|page|pagination)$/i;

/** One of a list, turn about by field, so that every value is sent across the fields without sending all to each. */
function pick<T>(values: readonly [T, ...T[]], index: number): T {
  return values[index % values.length] ?? values[0];
}

/** Every non-finite value for a numeric or number-like field; one, turn about, for any other field. */
function nonFiniteFor<T>(name: string, numeric: boolean, index: number, values: readonly [T, ...T[]]): T[] {
  return numeric || NUMBER_LIKE_NAME.test(name) ? [...values] : [pick(values, index)];
}

function queryText(values: Record<string, unknown>): string {
  return Object.entries(values)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

function objectSample(schema: unknown): Record<string, unknown> {
  const sample = sampleOf(schema);
  return typeof sample === 'object' && sample !== null && !Array.isArray(sample) ? { ...sample } : {};
}

/** Every string inside a value with a NUL character appended. */
function withNulInEveryText(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000`;
  if (Array.isArray(value)) return value.map(withNulInEveryText);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withNulInEveryText(item)]));
  }
  return value;
}

const json = (value: unknown): BodyChoice => ({
  payload: jsonText(value),
  headers: { 'content-type': 'application/json' },
});

/**
 * The odd-input sweep of one endpoint: non-finite numbers and NUL characters in each path parameter, query
 * parameter and body field it knows (the other fields filled with values its schema accepts, so that the odd one is
 * what the route has to deal with; ids, limits, pages and number fields get every non-finite value, other fields one
 * in turn), and broken multipart bodies (every kind on the upload, the audit's four elsewhere).
 */
export function oddRequests(endpoint: Endpoint): OddRequest[] {
  const params = pathParameterNames(endpoint.url);
  const validValues = Object.fromEntries(params.map((name) => [name, VALID_PATH_VALUES[name] ?? '1']));
  const path = fillPath(endpoint.url, validValues);
  const requests: OddRequest[] = [];

  for (const name of params) {
    const numeric = isNumeric(fieldSchema(endpoint.schema.params, name));
    for (const value of [...NON_FINITE_TEXTS, ...NUL_IN_URL]) {
      requests.push({
        label: `path parameter ${name}=${value}`,
        path: fillPath(endpoint.url, { ...validValues, [name]: value }),
        query: '',
        body: {},
        expected: isNul(value) || numeric ? 400 : 'no server error',
      });
    }
  }

  const querySchema = endpoint.schema.querystring;
  const baseQuery = objectSample(querySchema);
  for (const [index, name] of knownFields(querySchema).entries()) {
    const numeric = isNumeric(fieldSchema(querySchema, name));
    for (const value of [...nonFiniteFor(name, numeric, index, NON_FINITE_TEXTS), pick(NUL_TEXTS, index)]) {
      requests.push({
        label: `query parameter ${name}=${JSON.stringify(value)}`,
        path,
        query: queryText({ ...baseQuery, [name]: value }),
        body: {},
        expected: isNul(value) || numeric ? 400 : 'no server error',
      });
    }
  }
  if (endpoint.url.startsWith('/api/')) {
    requests.push({ label: 'a NUL in a query parameter name', path, query: '%00=1', body: {}, expected: 400 });
  }

  if (endpoint.method === 'GET') return requests;

  const bodySchema = endpoint.schema.body;
  if (bodySchema !== undefined) {
    const baseBody = objectSample(bodySchema);
    for (const [index, name] of knownFields(bodySchema).entries()) {
      const schema = fieldSchema(bodySchema, name);
      const inList = typesOf(schema).includes('array');
      const numeric = isNumeric(schema);
      const values = [
        ...nonFiniteFor(name, numeric, index, NON_FINITE_TEXTS),
        ...nonFiniteFor(name, numeric, index, NON_FINITE_JSON_LITERALS),
        pick(NUL_TEXTS, index),
      ];
      for (const value of values) {
        const nul = typeof value === 'string' && isNul(value);
        requests.push({
          label: `body field ${name}=${typeof value === 'string' ? JSON.stringify(value) : value.text}${inList ? ' in a list' : ''}`,
          path,
          query: '',
          body: json({ ...baseBody, [name]: inList ? [value] : value }),
          expected: nul || isNumeric(schema) ? 400 : 'no server error',
        });
      }
    }
    const everyText = json(withNulInEveryText(baseBody));
    if (String(everyText.payload).includes('\\u0000')) {
      requests.push({ label: 'a NUL in every text of the body', path, query: '', body: everyText, expected: 400 });
    }
  }

  const upload = `${endpoint.method} ${endpoint.url}` === PHOTO_UPLOAD;
  // Routes without a multipart parser refuse the content type before reading a byte: the four kinds the audit
  // named are enough there; the upload gets every broken body.
  for (const [name, body] of upload ? MALFORMED_MULTIPART : AUDITED_MULTIPART) {
    requests.push({
      label: `multipart with ${name}`,
      path,
      query: '',
      body,
      expected: upload ? 400 : 'no server error',
    });
  }
  return requests;
}
