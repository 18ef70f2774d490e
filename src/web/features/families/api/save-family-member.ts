import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyMemberChange, FamilyMemberInput } from '@shared/schemas/families';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { myFamilyMembersQueryKey } from '@/lib/query-keys';

/** POST /api/me/family-members (no id) or PUT /api/me/family-members/{id}. */
export function saveFamilyMember({ id, input }: { id: string | null; input: FamilyMemberInput }) {
  return id
    ? api.put<FamilyMemberChange>(`/api/me/family-members/${encodeURIComponent(id)}`, input)
    : api.post<FamilyMemberChange>('/api/me/family-members', input);
}

export function useSaveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveFamilyMember, onSettled: () => queryClient.invalidateQueries({ queryKey: myFamilyMembersQueryKey }) });
}

/** DELETE /api/me/family-members/{id} — refused (409) while they still hold an upcoming place. */
export function removeFamilyMember(id: string) {
  return api.delete<MessageResponse>(`/api/me/family-members/${encodeURIComponent(id)}`);
}

export function useRemoveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeFamilyMember, onSettled: () => queryClient.invalidateQueries({ queryKey: myFamilyMembersQueryKey }) });
}
