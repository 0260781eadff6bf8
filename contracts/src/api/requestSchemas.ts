import { Type } from '@sinclair/typebox';

/**
 * A database id in a path or query: a positive 32-bit integer (anything else is a 400, not a database error).
 * "Infinity" and "1e400" slip past these bounds (ajv turns them into Infinity and checks bounds of finite numbers
 * only): the API's input guards refuse them after validation, for this and every other number.
 */
export const recordIdSchema = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/**
 * A record id as the store's wire format carries it in bodies (`_id` is a string): digits only, within int4.
 * Nine digits at most, so every accepted value fits a PostgreSQL integer.
 */
export const wireIdSchema = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });

/** For routes that take no query parameters (or no body): anything sent is refused rather than ignored. */
export const nothingSchema = Type.Object({}, { additionalProperties: false });

/** A route's `:id` path parameter. */
export const idParamsSchema = Type.Object({ id: recordIdSchema }, { additionalProperties: false });
