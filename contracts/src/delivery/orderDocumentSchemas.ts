import { Type } from '@sinclair/typebox';
import { stringEnumSchema } from '../account/stringEnumSchema';
import { nothingSchema, recordIdSchema } from '../api/requestSchemas';
import { ORDER_DOCUMENT_KINDS } from './orderDocuments';

/**
 * The schemas of the download routes. The API validates with them; `orderDocuments.ts` derives the types from them.
 * The files themselves are not JSON (PDF, ZIP): only their paths and the link request have schemas.
 */

const documentKindSchema = stringEnumSchema(ORDER_DOCUMENT_KINDS);

/** GET orders/:id/lines/:lineId/documents/:kind */
export const orderDocumentParamsSchema = Type.Object(
  { id: recordIdSchema, lineId: recordIdSchema, kind: documentKindSchema },
  { additionalProperties: false },
);

/**
 * A mailed link's token: 256 random bits in base64url, 43 characters. Anything else is not a token the store made,
 * and is refused before the database is asked.
 */
export const downloadTokenSchema = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' });

/** GET downloads/:token/lines/:lineId/documents/:kind */
export const linkDocumentParamsSchema = Type.Object(
  { token: downloadTokenSchema, lineId: recordIdSchema, kind: documentKindSchema },
  { additionalProperties: false },
);

/** POST orders/:id/download-link takes no fields: no body, `null` or `{}`. */
export const downloadLinkRequestSchema = Type.Union([nothingSchema, Type.Null()]);

/** Its answer says only that the mail went: the link itself is in the shopper's mailbox, never in an answer. */
export const downloadLinkSentSchema = Type.Null();
