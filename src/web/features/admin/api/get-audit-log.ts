import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPage, AuditQuery } from '@shared/schemas/audit';
import { api } from '@/lib/api-client';
import { auditLogQueryKey } from '@/lib/query-keys';

/** GET /api/admin/audit — one page of the Protokoll, newest first. */
export function getAuditLog(query: AuditQuery) {
  return api.get<AuditPage>('/api/admin/audit', { params: query });
}

export function auditLogQueryOptions(query: AuditQuery) {
  return queryOptions({ queryKey: [...auditLogQueryKey, query], queryFn: () => getAuditLog(query), staleTime: 0 });
}

export function useAuditLog(query: AuditQuery) {
  return useQuery({ ...auditLogQueryOptions(query), placeholderData: keepPreviousData });
}
