import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqsResponse } from '@shared/schemas/faqs';
import { api } from '@/lib/api-client';

/** GET /api/faqs — active FAQs in display order. */
export function getFaqs() {
  return api.get<FaqsResponse>('/api/faqs').then((data) => data.faqs);
}

export function faqsQueryOptions() {
  return queryOptions({ queryKey: ['faqs', 'list'], queryFn: getFaqs });
}

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
