import type { CopyrightNotice } from 'contracts/src/content/copyrightNotice';
import type { SubmissionReceipt } from 'contracts/src/content/submissionReceipt';
import { apiClient } from 'shared-ui';

export async function sendCopyrightNotice(notice: CopyrightNotice): Promise<SubmissionReceipt> {
  return (await apiClient.post<SubmissionReceipt>('copyright-notices', notice)).data;
}
