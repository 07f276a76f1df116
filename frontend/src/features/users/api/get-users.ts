import { queryOptions, useQuery } from '@tanstack/react-query';

import { USERS_STALE_MS } from '@/features/users/rules';
import { apiGet } from '@/lib/api-client';
import type { User } from '@/types/api';

/** SPEC §7 "Reads use the URL as key"; mutations invalidate this prefix. */
export const USERS_QUERY_KEY = ['/api/users'] as const;

export function getUsers(): Promise<User[]> {
  return apiGet<User[]>('/api/users');
}

export const getUsersQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: USERS_QUERY_KEY, queryFn: getUsers, staleTime: USERS_STALE_MS, enabled });

export function useUsers(enabled = true) {
  return useQuery(getUsersQueryOptions(enabled));
}
