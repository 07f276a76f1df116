import { useMutation, useQueryClient } from '@tanstack/react-query';

import { authKeys, rolePermissionKeys } from '@/data/query-keys';
import { withGrant } from '@/features/permissions/rules';
import { apiPut } from '@/lib/api-client';
import type { RolePermission } from '@/types/api';

/** PUT /api/role-permissions {role, permission, granted} (answer not read, guide: api#endpoints). */
export function updateRolePermission(change: RolePermission): Promise<unknown> {
  return apiPut('/api/role-permissions', change);
}

/**
 * The switch moves at once (optimistic), goes back on failure, and the matrix is re-read from the
 * server after every change; the viewer's own permission list too, as their role may be the one changed.
 */
export function useUpdateRolePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRolePermission,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: rolePermissionKeys.all });
      const previous = queryClient.getQueryData<RolePermission[]>(rolePermissionKeys.list());
      if (previous) queryClient.setQueryData(rolePermissionKeys.list(), withGrant(previous, change));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(rolePermissionKeys.list(), context.previous);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rolePermissionKeys.all }),
        queryClient.invalidateQueries({ queryKey: authKeys.myPermissions() }),
      ]),
  });
}
