import { callAuthClient, useMeChangingMutation } from '@/features/auth';

/**
 * POST /api/auth/two-factor/verify-totp while signed in: the first code from the app confirms the set-up,
 * and from then on every sign-in asks for a code. /api/me says so afterwards.
 */
export function confirmTwoFactor(input: { code: string }) {
  return callAuthClient((authClient) => authClient.twoFactor.verifyTotp({ code: input.code }));
}

export const useConfirmTwoFactor = () => useMeChangingMutation(confirmTwoFactor);
