import { queryOptions } from '@tanstack/react-query';
import type { FaqEntry } from 'contracts/src/content/faq';
import { apiClient } from 'shared-ui';

async function fetchFaq(signal: AbortSignal): Promise<FaqEntry[]> {
  return (await apiClient.get<FaqEntry[]>('faq', { signal })).data;
}

/** The store's questions and answers: public, the same for every visitor. */
export const faqQuery = () => queryOptions({ queryKey: ['faq'], queryFn: ({ signal }) => fetchFaq(signal) });
