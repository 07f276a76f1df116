import { useMutation, useQueryClient } from '@tanstack/react-query';

import { securityKeys } from '@/data/query-keys';
import { apiPost } from '@/lib/api-client';

/** POST /api/auth/sessions/revoke-others: ends every session but this one (guide: roles#two-factor-sign-in). */
export function revokeOtherSessions(): Promise<{ message: string; revoked: number }> {
  return apiPost<{ message: string; revoked: number }>('/api/auth/sessions/revoke-others');
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}
