import { useMutation, useQueryClient } from '@tanstack/react-query';

import { userKeys } from '@/data/query-keys';
import { apiDelete } from '@/lib/api-client';

/** DELETE /api/users/{id} (answer not read, guide: api#endpoints). */
export function deleteUser(id: number): Promise<unknown> {
  return apiDelete(`/api/users/${id}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
