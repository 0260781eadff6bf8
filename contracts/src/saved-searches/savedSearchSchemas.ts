import { Type } from '@sinclair/typebox';
import { nothingSchema } from '../api/requestSchemas';
import { MAX_SAVED_SEARCH_NAME_LENGTH, MAX_SAVED_SEARCH_QUERY_LENGTH } from './savedSearches';

/**
 * The schemas of the saved searches (a plan list's filters kept under a name, in My Account). The API validates and
 * serialises with them; `savedSearches.ts` derives the types from them for everyone else.
 */

/**
 * Twice the limit: the name is tidied (trimmed, inner spaces one each) before its length is judged, so the route
 * checks the limit itself, with a clear message.
 */
const nameSchema = Type.String({ maxLength: MAX_SAVED_SEARCH_NAME_LENGTH * 2 });

/** POST saved-searches: the list the shopper is on and its filters, as the list's URL carries them. */
export const newSavedSearchBodySchema = Type.Object(
  {
    name: nameSchema,
    path: Type.String({ maxLength: 100, description: 'The plan list: /propertyList or a prefiltered list.' }),
    query: Type.String({
      maxLength: MAX_SAVED_SEARCH_QUERY_LENGTH,
      description: "The list's URL query without '?', in contracts' filter wire encoding ('' for no filters).",
    }),
    alerts: Type.Optional(Type.Boolean({ description: 'Mail the shopper (daily at most) when new plans match.' })),
  },
  { additionalProperties: false },
);

/** PUT saved-searches/:id: a new name, the alert switched on or off, or both. */
export const savedSearchChangeBodySchema = Type.Object(
  { name: Type.Optional(nameSchema), alerts: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);

/** A saved search as My Account lists it. */
export const savedSearchSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  path: Type.String({ description: "The plan list's canonical path." }),
  query: Type.String({ description: "The filters as the list's URL query, without '?' ('' for none)." }),
  title: Type.String({ description: "The list's heading, e.g. 'Carports' or 'House Plans'." }),
  alerts: Type.Boolean(),
  new_matches: Type.Integer({
    description: 'Plans added to the catalogue that match, since the search was last opened.',
  }),
  created_at: Type.String({ description: 'ISO 8601 date-time.' }),
  last_opened_at: Type.String({ description: 'ISO 8601 date-time; the save counts as an opening.' }),
});

/** DELETE saved-searches/:id: the search that is gone. */
export const deletedSavedSearchSchema = Type.Object({ _id: Type.String() });

/**
 * GET and POST saved-searches/unsubscribe/:token: the signed token the alert mail's link carries, in the path (as the
 * download links' tokens: never a secret in a query string).
 */
export const unsubscribeParamsSchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

/**
 * POST saved-searches/unsubscribe/:token: what a mail client sends for a one-click unsubscribe (RFC 8058:
 * `List-Unsubscribe=One-Click`, form-encoded or multipart) or the confirmation page's form sends; read as text.
 */
export const unsubscribeBodySchema = Type.String({ maxLength: 2048 });

/** The unsubscribe routes answer a person (or a mail client) with a small HTML page. */
export const unsubscribePageSchema = Type.String();

/** POST saved-searches/:id/open takes no fields: no body, `null` or `{}`. */
export const openSavedSearchBodySchema = Type.Union([nothingSchema, Type.Null()]);

/**
 * POST /api/dev/saved-search-alerts (development store only, this machine only): runs the alert job now, counting as
 * new every plan added after `new_since` (the store has no way to add plans, so a developer and the browser tests
 * say which plans are "new"). The once-a-day limit still holds.
 */
export const devAlertRunBodySchema = Type.Object(
  { new_since: Type.String({ maxLength: 40, description: 'ISO 8601 date-time.' }) },
  { additionalProperties: false },
);

/** How many alert mails the run sent. */
export const devAlertRunSchema = Type.Object({ mailed: Type.Integer() });
