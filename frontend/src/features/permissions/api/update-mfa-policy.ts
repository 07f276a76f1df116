import { useMutation, useQueryClient } from '@tanstack/react-query';

import { MFA_POLICY_QUERY_KEY, type MfaPolicy } from '@/features/permissions/api/get-mfa-policy';
import { apiPut } from '@/lib/api-client';

/** PUT /api/auth/mfa-policy {role: bool}: answers the whole policy (issue 20; admins only). */
export function updateMfaPolicy(change: Partial<MfaPolicy>): Promise<MfaPolicy> {
  return apiPut<MfaPolicy>('/api/auth/mfa-policy', change);
}

export function useUpdateMfaPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMfaPolicy,
    onSuccess: (policy) => queryClient.setQueryData(MFA_POLICY_QUERY_KEY, policy),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MFA_POLICY_QUERY_KEY }),
  });
}
