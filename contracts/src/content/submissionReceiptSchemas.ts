import { Type } from '@sinclair/typebox';

/** What the API answers when it has stored a form: a reference the sender can quote, e.g. 'CN-000042'. */
export const submissionReceiptSchema = Type.Object({ reference: Type.String() });
