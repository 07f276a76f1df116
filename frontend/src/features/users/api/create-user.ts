import { useMutation, useQueryClient } from '@tanstack/react-query';

import { userKeys } from '@/data/query-keys';
import type { UserCreated, UserPayload } from '@/features/users/rules';
import { apiPost } from '@/lib/api-client';

/** POST /api/users -> {invitationSent, temporaryPassword, email} (guide: api#endpoints). */
export function createUser(payload: UserPayload): Promise<UserCreated> {
  return apiPost<UserCreated>('/api/users', payload);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
