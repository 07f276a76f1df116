import { useMutation, useQueryClient } from '@tanstack/react-query';

import { USERS_QUERY_KEY } from '@/features/users/api/get-users';
import type { UserCreated, UserPayload } from '@/features/users/rules';
import { apiPost } from '@/lib/api-client';

/** POST /api/users -> {invitationSent, temporaryPassword, email} (SPEC §7). */
export function createUser(payload: UserPayload): Promise<UserCreated> {
  return apiPost<UserCreated>('/api/users', payload);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
