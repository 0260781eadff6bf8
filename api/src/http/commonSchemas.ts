/**
 * A database id in a path or query: a positive 32-bit integer (anything else is a 400, not a database error).
 * "Infinity" and "1e400" slip past these bounds (ajv turns them into Infinity and checks bounds of finite numbers
 * only): inputGuards refuses them after validation, for this and every other number.
 */
export const recordIdSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** For routes that take no query parameters: any parameter is refused rather than ignored. */
export const noQuerySchema = { type: 'object', additionalProperties: false, properties: {} } as const;
