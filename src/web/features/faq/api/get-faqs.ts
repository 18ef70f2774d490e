import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Faq = {
  id: string;
  question: string;
  answer: string;
  category: string | null;
  displayOrder: number;
};

/** GET /api/faqs — active FAQs in display order. */
export function getFaqs() {
  return api.get<{ faqs: Faq[] }>('/api/faqs').then((data) => data.faqs);
}

export function faqsQueryOptions() {
  return queryOptions({ queryKey: ['faqs', 'list'], queryFn: getFaqs });
}

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
