import { useMutation, useQueryClient } from '@tanstack/react-query';

import { userKeys } from '@/data/query-keys';
import { apiPut } from '@/lib/api-client';
import type { Role, User } from '@/types/api';

export type UserRoleChange = { id: number; role: Role };

/** PUT /api/users/{id} {role} (guide: api#endpoints "or {role}"). */
export function updateUserRole({ id, role }: UserRoleChange): Promise<User> {
  return apiPut<User>(`/api/users/${id}`, { role });
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
