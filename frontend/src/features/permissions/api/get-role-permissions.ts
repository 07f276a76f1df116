import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { RolePermission } from '@/types/api';

export const ROLE_PERMISSIONS_QUERY_KEY = ['/api/role-permissions'] as const;

/** GET /api/role-permissions: every role x permission pair with its grant. */
export function getRolePermissions(): Promise<RolePermission[]> {
  return apiGet<RolePermission[]>('/api/role-permissions');
}

export const getRolePermissionsQueryOptions = () =>
  queryOptions({ queryKey: ROLE_PERMISSIONS_QUERY_KEY, queryFn: getRolePermissions });

export function useRolePermissions() {
  return useQuery(getRolePermissionsQueryOptions());
}
