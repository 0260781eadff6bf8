import type { Static } from '@sinclair/typebox';
import type { outboxMessageSchema } from './outboxSchemas';

/** One message of the development outbox (GET /api/dev/outbox?to=ADDRESS), as the tests read their mail. */
export type OutboxMessage = Static<typeof outboxMessageSchema>;
