import type { Static } from '@sinclair/typebox';
import type { submissionReceiptSchema } from './submissionReceiptSchemas';

/** What the API answers when it has stored a form: a reference the sender can quote, e.g. 'CN-000042'. */
export type SubmissionReceipt = Static<typeof submissionReceiptSchema>;
