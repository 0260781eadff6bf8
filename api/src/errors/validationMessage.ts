import type { FastifyError, FastifySchemaValidationError } from 'fastify';

/** The part of a request a schema checked. */
export type RequestPart = NonNullable<FastifyError['validationContext']>;

const PART_NAMES: Record<RequestPart, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'field',
  headers: 'header',
};

function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * How a message names a place in a request, the way the validation messages do: "The field 'address.city'",
 * "The query parameter 'limit'", or "The body" for the request part as a whole.
 */
export function placeInRequest(part: RequestPart, path: readonly string[]): string {
  return path.length > 0 ? `The ${PART_NAMES[part]} '${path.join('.')}'` : `The ${part}`;
}

function describe(error: FastifySchemaValidationError, part: RequestPart): string {
  const partName = PART_NAMES[part];
  const { additionalProperty, missingProperty } = error.params;
  if (error.keyword === 'additionalProperties' && typeof additionalProperty === 'string') {
    return `Unknown ${partName} '${[fieldPath(error.instancePath), additionalProperty].filter(Boolean).join('.')}'.`;
  }
  if (error.keyword === 'required' && typeof missingProperty === 'string') {
    return `The ${partName} '${[fieldPath(error.instancePath), missingProperty].filter(Boolean).join('.')}' is required.`;
  }
  const field = fieldPath(error.instancePath);
  const problem = error.message ?? 'is invalid';
  return field ? `The ${partName} '${field}' ${problem}.` : `The ${part} ${problem}.`;
}

/** Turns JSON-schema failures into one sentence a caller can act on (the first failure is enough to fix). */
export function formatValidationError(errors: FastifySchemaValidationError[], part: RequestPart): Error {
  const first = errors[0];
  return new Error(first ? describe(first, part) : `The ${part} is invalid.`);
}
