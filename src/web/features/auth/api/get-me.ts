import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQueries } from '@shared/api-queries';
import type { Role } from '@shared/enums';
import type { CurrentUser } from '@shared/schemas/users';
import { api, isApiError } from '@/lib/api-client';
import { forgetStoredCheckInCodesUnlessOf } from '@/lib/forget-check-in-codes';

const meQuery = apiQueries.me();
export const meQueryKey = meQuery.queryKey;

/**
 * GET /api/me — the signed-in user and roles, or null when signed out (401).
 *
 * Signed-out visitors are recognised first through better-auth's GET /api/auth/get-session,
 * which answers 200 `null`: a 401 on every public page view would otherwise show up as a
 * console error ("Failed to load resource") in the browser.
 */
export async function getMe(): Promise<CurrentUser | null> {
  const me = await askWhoIsSignedIn();
  forgetOthersCheckInCodes(me?.user.id ?? null);
  return me;
}

async function askWhoIsSignedIn(): Promise<CurrentUser | null> {
  const session = await api.get<unknown>('/api/auth/get-session');
  if (!session) return null;
  try {
    return await api.get<CurrentUser>(meQuery.path);
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

/**
 * The check-in codes this device keeps are the signed-in member's only (docs/decisions/0045): whenever the
 * server has said who is signed in (after signing in or out, or a 401 that ended the session), any other
 * member's are removed. A failed answer (offline) says nothing and removes nothing.
 */
function forgetOthersCheckInCodes(userId: string | null) {
  forgetStoredCheckInCodesUnlessOf(userId).catch(() => {
    // Storage the browser refuses to open holds nothing to remove.
  });
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    staleTime: meQuery.staleTime,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

/** A mutation after which GET /api/me answers differently (e.g. two-factor sign-in switched on or off). */
export function useMeChangingMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }) });
}

export function hasRole(me: CurrentUser | null | undefined, ...roles: Role[]) {
  return !!me && roles.some((role) => me.roles.includes(role));
}

/** Landing page after sign-in: ADMIN first, then TRAINER, otherwise the member area. */
export function landingPathFor(me: CurrentUser | null | undefined) {
  if (hasRole(me, 'ADMIN')) return '/admin/dashboard';
  if (hasRole(me, 'TRAINER')) return '/trainer/dashboard';
  return '/member/dashboard';
}
