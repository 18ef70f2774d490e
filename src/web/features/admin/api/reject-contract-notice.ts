import type { AdminContractNoticeChange, RejectContractNoticeInput } from '@shared/schemas/contract-notices';
import { api } from '@/lib/api-client';
import { useContractNoticeAnswer } from './contract-notice-answer';

/** POST /api/admin/contract-notices/{id}/reject — rejected with the office's note, which the sender is mailed. */
export function rejectContractNotice({ id, ...body }: RejectContractNoticeInput & { id: string }) {
  return api.post<AdminContractNoticeChange>(`/api/admin/contract-notices/${encodeURIComponent(id)}/reject`, body);
}

export const useRejectContractNotice = () => useContractNoticeAnswer(rejectContractNotice);
