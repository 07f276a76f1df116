import { useMutation, useQueryClient } from '@tanstack/react-query';

import { mfaPolicyKeys } from '@/data/query-keys';
import type { MfaPolicy } from '@/features/permissions/api/get-mfa-policy';
import { apiPut } from '@/lib/api-client';

/** PUT /api/auth/mfa-policy {role: bool}: answers the whole policy (guide: roles#two-factor-sign-in, admins only). */
export function updateMfaPolicy(change: Partial<MfaPolicy>): Promise<MfaPolicy> {
  return apiPut<MfaPolicy>('/api/auth/mfa-policy', change);
}

export function useUpdateMfaPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMfaPolicy,
    onSuccess: (policy) => queryClient.setQueryData(mfaPolicyKeys.all, policy),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mfaPolicyKeys.all }),
  });
}
