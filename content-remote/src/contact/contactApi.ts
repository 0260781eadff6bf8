import type { ContactMessage } from 'contracts/src/content/contactMessage';
import type { SubmissionReceipt } from 'contracts/src/content/submissionReceipt';
import { apiClient } from 'shared-ui';

export async function sendContactMessage(message: ContactMessage): Promise<SubmissionReceipt> {
  const envelope = await apiClient.post<SubmissionReceipt>('contact-us', message);
  return envelope.data;
}
