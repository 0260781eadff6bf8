import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { badRequest } from '../errors/httpError';
import { placeInRequest, type RequestPart } from '../errors/validationMessage';

const NUL = '\u0000';

/** One value met while walking a request part, with the way back to the part's root for the message. */
interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

/** Segments of a path a message shows: a path nested deeper is cut short, so that a message stays a sentence. */
const SHOWN_SEGMENTS = 8;

function pathOf(visit: Visit): string[] {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at !== null; at = at.parent) {
    // A NUL in a key is shown, not sent back; a key as long as the body is cut short.
    if (at.key !== null) keys.push(at.key.replaceAll(NUL, '\\u0000').slice(0, 60));
  }
  const path = keys.reverse();
  return path.length > SHOWN_SEGMENTS ? [...path.slice(0, SHOWN_SEGMENTS), '…'] : path;
}

/**
 * The path to the first value (or key) inside `root` that `matches`, or null. Iterative, not recursive: a JSON
 * body nested a hundred thousand levels deep is walked like a flat one. Raw bytes (a webhook's body) are skipped.
 */
function findInside(root: unknown, matches: (value: unknown) => boolean): string[] | null {
  const pending: Visit[] = [{ value: root, key: null, parent: null }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const { value } = visit;
    if (matches(value)) return pathOf(visit);
    if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) continue;
    // Pushed last to first, so that the first offending field is the one named.
    for (const [key, item] of Object.entries(value).reverse()) {
      const child: Visit = { value: item, key, parent: visit };
      if (matches(key)) return pathOf(child);
      pending.push(child);
    }
  }
  return null;
}

const hasNul = (value: unknown) => typeof value === 'string' && value.includes(NUL);
const isNonFinite = (value: unknown) => typeof value === 'number' && !Number.isFinite(value);

/** The request parts a caller writes, in the order a message should name them. */
function partsOf(request: FastifyRequest): Array<[RequestPart, unknown]> {
  return [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ];
}

/** Where the request holds a NUL character (in a value or a key), or null. */
export function findNulCharacter(request: FastifyRequest): { part: RequestPart; path: string[] } | null {
  for (const [part, value] of partsOf(request)) {
    const path = findInside(value, hasNul);
    if (path !== null) return { part, path };
  }
  return null;
}

/** Where the request holds a number that is not finite (Infinity, -Infinity, NaN), or null. */
export function findNonFiniteNumber(request: FastifyRequest): { part: RequestPart; path: string[] } | null {
  for (const [part, value] of partsOf(request)) {
    const path = findInside(value, isNonFinite);
    if (path !== null) return { part, path };
  }
  return null;
}

async function inputGuardsPlugin(app: FastifyInstance) {
  // PostgreSQL cannot store a NUL in text (it would fail as a server error deep in a query): refused before the
  // schema is even checked, on every route, whatever it does with its input.
  app.addHook('preValidation', async (request) => {
    const found = findNulCharacter(request);
    if (found) throw badRequest(`${placeInRequest(found.part, found.path)} must not contain a NUL character.`);
  });
  // After validation, because that is where a number appears: the schema check turns the text "Infinity" or
  // "1e400" into Infinity for an integer field and then skips its minimum and maximum (ajv checks bounds of finite
  // numbers only). A JSON 1e400 is refused by the type check itself; this catches every way around it.
  app.addHook('preHandler', async (request) => {
    const found = findNonFiniteNumber(request);
    if (found) throw badRequest(`${placeInRequest(found.part, found.path)} must be a finite number.`);
  });
}

/**
 * Refuses with 400, for every route, the input no route can store or count with: NUL characters anywhere in the
 * path, query or body, and numbers that are not finite.
 */
export const inputGuards = fastifyPlugin(inputGuardsPlugin, { name: 'input-guards', fastify: '5.x' });
