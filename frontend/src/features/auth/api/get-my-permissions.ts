import { queryOptions, useQuery } from '@tanstack/react-query';

import { authKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { RolePermission } from '@/types/api';

export async function getMyPermissions(): Promise<RolePermission[]> {
  try {
    return await apiGet<RolePermission[]>('/api/my-permissions');
  } catch (error) {
    // guide: labels#errors: a console warning; the static table stays in use.
    console.warn('Failed to load permissions, using the default table', error);
    throw error;
  }
}

export const getMyPermissionsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: authKeys.myPermissions(),
    queryFn: getMyPermissions,
    retry: false,
    staleTime: 5 * 60 * 1000,
    enabled,
  });

/** Loads once the user is known with a role (guide: workflow). */
export function useMyPermissions(enabled: boolean) {
  return useQuery(getMyPermissionsQueryOptions(enabled));
}
