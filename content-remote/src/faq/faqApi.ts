import type { FaqEntry } from 'contracts/src/content/faq';
import { apiClient } from 'shared-ui/src/http/apiClient';

export async function fetchFaq(signal: AbortSignal): Promise<FaqEntry[]> {
  return (await apiClient.get<FaqEntry[]>('faq', { signal })).data;
}
