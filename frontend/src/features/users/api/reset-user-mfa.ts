import { useMutation, useQueryClient } from '@tanstack/react-query';

import { userKeys } from '@/data/query-keys';
import { apiPost } from '@/lib/api-client';

/** POST /api/users/{id}/mfa-reset: removes the user's factors and ends their sessions (guide: roles#two-factor-sign-in,
 * admins). */
export function resetUserMfa(id: number): Promise<{ message: string }> {
  return apiPost<{ message: string }>(`/api/users/${id}/mfa-reset`);
}

export function useResetUserMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
