import { Type } from '@sinclair/typebox';

/** GET health: seconds since the process started. */
export const healthAnswerSchema = Type.Object({ uptime: Type.Number() });
