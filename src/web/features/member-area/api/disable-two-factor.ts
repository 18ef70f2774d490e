import { callAuthClient, useMeChangingMutation } from '@/features/auth';

/** POST /api/auth/two-factor/disable with the current password: secret and recovery codes are deleted. */
export function disableTwoFactor(input: { password: string }) {
  return callAuthClient((authClient) => authClient.twoFactor.disable({ password: input.password }));
}

export const useDisableTwoFactor = () => useMeChangingMutation(disableTwoFactor);
