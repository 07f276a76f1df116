import { useMutation, useQueryClient } from '@tanstack/react-query';

import { securityKeys } from '@/data/query-keys';
import { apiDelete } from '@/lib/api-client';

/** DELETE /api/auth/mfa/webauthn/{id} {password} (guide: roles#two-factor-sign-in). */
export function removePasskey({
  id,
  password,
}: {
  id: number;
  password: string;
}): Promise<{ message: string }> {
  return apiDelete<{ message: string }>(`/api/auth/mfa/webauthn/${id}`, { password });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.all }),
  });
}
