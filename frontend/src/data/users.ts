import { queryOptions, useQuery } from '@tanstack/react-query';

import { userKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { User } from '@/types/api';

/** GET /api/users, read by the Users page and the Permissions page; mutations invalidate `userKeys.all`. */

/** guide: screens#timings-and-limits: the users query is cached 30 s. */
export const USERS_STALE_MS = 30_000;

export function getUsers(): Promise<User[]> {
  return apiGet<User[]>('/api/users');
}

export const getUsersQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: userKeys.list(), queryFn: getUsers, staleTime: USERS_STALE_MS, enabled });

export function useUsers(enabled = true) {
  return useQuery(getUsersQueryOptions(enabled));
}
