import { useQuery } from '@tanstack/react-query';
import type { PriceQuote } from '@shared/family-discount';
import { api } from '@/lib/api-client';
import { adminPassQuoteQueryKey } from '@/lib/query-keys';

type Sale = { userId: string; priceId: string; startDate: string; familyMemberId: string };

/** GET /api/admin/pass-quote — what 'Karte verkaufen' would charge: list price, family discount, price to pay. */
export function getPassQuote(sale: Sale) {
  const query = new URLSearchParams(sale);
  return api.get<PriceQuote>(`/api/admin/pass-quote?${query}`);
}

/** Asked once member, product and start are chosen, again whenever one of them or 'Für' changes. */
export function usePassQuote(sale: Sale) {
  return useQuery({
    queryKey: adminPassQuoteQueryKey(sale),
    queryFn: () => getPassQuote(sale),
    enabled: sale.userId !== '' && sale.priceId !== '' && sale.startDate !== '',
    retry: false,
    staleTime: 0,
  });
}
