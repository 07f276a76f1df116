import { useMutation, useQueryClient } from '@tanstack/react-query';

import { securityKeys } from '@/data/query-keys';
import { apiDelete } from '@/lib/api-client';

/** DELETE /api/auth/mfa/totp {password} (guide: roles#two-factor-sign-in). */
export function removeTotp(password: string): Promise<{ message: string }> {
  return apiDelete<{ message: string }>('/api/auth/mfa/totp', { password });
}

export function useRemoveTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.all }),
  });
}
