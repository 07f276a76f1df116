import { useMutation, useQueryClient } from '@tanstack/react-query';

import { authKeys, userKeys } from '@/data/query-keys';
import type { UserPayload } from '@/features/users/rules';
import { apiPut } from '@/lib/api-client';
import type { User } from '@/types/api';

export type UpdateUserInput = { id: number; payload: Partial<UserPayload> };

/** PUT /api/users/{id} with profile fields (and the role when it may change). */
export function updateUser({ id, payload }: UpdateUserInput): Promise<User> {
  return apiPut<User>(`/api/users/${id}`, payload);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // The viewer may have edited themselves: the header shows their name from /api/auth/user.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: authKeys.user() }),
      ]),
  });
}
