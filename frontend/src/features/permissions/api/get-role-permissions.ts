import { queryOptions, useQuery } from '@tanstack/react-query';

import { rolePermissionKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { RolePermission } from '@/types/api';

/** GET /api/role-permissions: every role x permission pair with its grant. */
export function getRolePermissions(): Promise<RolePermission[]> {
  return apiGet<RolePermission[]>('/api/role-permissions');
}

export const getRolePermissionsQueryOptions = () =>
  queryOptions({ queryKey: rolePermissionKeys.list(), queryFn: getRolePermissions });

export function useRolePermissions() {
  return useQuery(getRolePermissionsQueryOptions());
}
