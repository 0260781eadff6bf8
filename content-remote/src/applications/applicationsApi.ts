import type { AffiliateApplication, DesignerApplication } from 'contracts/src/content/applications';
import type { SubmissionReceipt } from 'contracts/src/content/submissionReceipt';
import { apiClient } from 'shared-ui';

export async function sendDesignerApplication(application: DesignerApplication): Promise<SubmissionReceipt> {
  return (await apiClient.post<SubmissionReceipt>('designer-applications', application)).data;
}

export async function sendAffiliateApplication(application: AffiliateApplication): Promise<SubmissionReceipt> {
  return (await apiClient.post<SubmissionReceipt>('affiliate-applications', application)).data;
}
