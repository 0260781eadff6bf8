import { HttpError } from '../../errors/httpError';

/** The status and message `work` was refused with, or null if it was not refused. Other errors fail the test. */
export async function refusalOf(work: () => unknown): Promise<{ statusCode: number; message: string } | null> {
  try {
    await work();
  } catch (error) {
    if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message };
    throw error;
  }
  return null;
}
