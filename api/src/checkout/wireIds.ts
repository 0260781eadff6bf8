/**
 * A record id as the store's wire format carries it in bodies (`_id` is a string): digits only, within int4.
 * Nine digits at most, so every accepted value fits a PostgreSQL integer.
 */
export const wireIdSchema = { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } as const;
