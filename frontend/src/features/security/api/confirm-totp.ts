import { useMutation, useQueryClient } from '@tanstack/react-query';

import { securityKeys } from '@/data/query-keys';
import { apiPost } from '@/lib/api-client';

export type RecoveryCodesAnswer = { recoveryCodes: string[]; message?: string };

/** POST /api/auth/mfa/totp/confirm {code}: turns the authenticator on; answers the recovery codes, once. */
export function confirmTotp(code: string): Promise<RecoveryCodesAnswer> {
  return apiPost<RecoveryCodesAnswer>('/api/auth/mfa/totp/confirm', { code });
}

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.all }),
  });
}
