import type { AdminContractNoticeChange, ConfirmContractNoticeInput } from '@shared/schemas/contract-notices';
import { api } from '@/lib/api-client';
import { useContractNoticeAnswer } from './contract-notice-answer';

/** POST /api/admin/contract-notices/{id}/confirm — confirmed with the contract's last day; a linked order ends then. */
export function confirmContractNotice({ id, ...body }: ConfirmContractNoticeInput & { id: string }) {
  return api.post<AdminContractNoticeChange>(`/api/admin/contract-notices/${encodeURIComponent(id)}/confirm`, body);
}

export const useConfirmContractNotice = () => useContractNoticeAnswer(confirmContractNotice);
