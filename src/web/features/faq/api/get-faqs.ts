import { useQuery } from '@tanstack/react-query';
import { apiQueries } from '@shared/api-queries';
import { apiQueryOptions } from '@/lib/api-query';

/** GET /api/faqs — active FAQs in display order. */
export const faqsQueryOptions = () => apiQueryOptions(apiQueries.faqs());

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
