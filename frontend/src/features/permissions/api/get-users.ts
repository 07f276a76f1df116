import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { User } from '@/types/api';

/** The same read (and key) as the Users page: GET /api/users, cached 30 s (SPEC §9). */
export const USERS_QUERY_KEY = ['/api/users'] as const;

export function getUsers(): Promise<User[]> {
  return apiGet<User[]>('/api/users');
}

export const getUsersQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: USERS_QUERY_KEY, queryFn: getUsers, staleTime: 30_000, enabled });

export function useUsers(enabled = true) {
  return useQuery(getUsersQueryOptions(enabled));
}
