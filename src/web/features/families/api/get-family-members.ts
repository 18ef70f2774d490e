import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyMember, FamilyMembers } from '@shared/schemas/families';
import { api } from '@/lib/api-client';
import { myFamilyMembersQueryKey } from '@/lib/query-keys';

/** GET /api/me/family-members — the caller's family members, in the order they were added. */
export async function getFamilyMembers(): Promise<FamilyMember[]> {
  return (await api.get<FamilyMembers>('/api/me/family-members')).familyMembers;
}

export function familyMembersQueryOptions() {
  return queryOptions({ queryKey: myFamilyMembersQueryKey, queryFn: getFamilyMembers, staleTime: 60_000 });
}

/** `enabled` false for a guest: only a signed-in member has family members. */
export function useFamilyMembers(enabled = true) {
  return useQuery({ ...familyMembersQueryOptions(), enabled });
}
