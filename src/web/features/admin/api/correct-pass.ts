import type { AdminPassChange, PassCorrectionInput } from '@shared/schemas/passes';
import { api } from '@/lib/api-client';
import { usePassChange } from './pass-change';

/** POST /api/admin/passes/{id}/correction — ±n entries with the office's reason. */
export function correctPass({ id, ...body }: PassCorrectionInput & { id: string }) {
  return api.post<AdminPassChange>(`/api/admin/passes/${encodeURIComponent(id)}/correction`, body);
}

export function useCorrectPass() {
  return usePassChange(correctPass);
}
