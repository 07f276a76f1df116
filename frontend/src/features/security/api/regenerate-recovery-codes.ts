import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { RecoveryCodesAnswer } from '@/features/security/api/confirm-totp';
import { securityKeys } from '@/data/query-keys';
import { apiPost } from '@/lib/api-client';

/** POST /api/auth/mfa/recovery-codes {password}: ten new codes; the old ones stop working (guide:
 * roles#two-factor-sign-in). */
export function regenerateRecoveryCodes(password: string): Promise<RecoveryCodesAnswer> {
  return apiPost<RecoveryCodesAnswer>('/api/auth/mfa/recovery-codes', { password });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.mfa() }),
  });
}
