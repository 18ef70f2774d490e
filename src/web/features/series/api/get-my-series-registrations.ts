import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MySeriesRegistration, MySeriesRegistrations } from '@shared/schemas/series';
import { api } from '@/lib/api-client';
import { mySeriesRegistrationsQueryKey } from '@/lib/query-keys';

/** GET /api/me/series-registrations — the member's registrations (and their family members'), with attendance and certificate. */
export async function getMySeriesRegistrations(): Promise<MySeriesRegistration[]> {
  return (await api.get<MySeriesRegistrations>('/api/me/series-registrations')).registrations;
}

export function mySeriesRegistrationsQueryOptions() {
  return queryOptions({ queryKey: mySeriesRegistrationsQueryKey, queryFn: getMySeriesRegistrations, staleTime: 15_000 });
}

/** `enabled` false for a guest, who has none. */
export function useMySeriesRegistrations(enabled = true) {
  return useQuery({ ...mySeriesRegistrationsQueryOptions(), enabled });
}
