import { queryOptions, useQuery } from '@tanstack/react-query';

import { authKeys } from '@/data/query-keys';
import { apiGet, ApiError } from '@/lib/api-client';
import { clearSession, getStoredToken } from '@/lib/session';
import type { User } from '@/types/api';

/** guide: roles#sign-in-and-session, labels#errors: no token -> "No auth token"; 401 clears the stored session
 * ("Unauthorized"). */
export async function getUser(): Promise<User> {
  if (!getStoredToken()) throw new Error('No auth token');
  try {
    return await apiGet<User>('/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearSession();
      throw new Error('Unauthorized');
    }
    throw new Error('Failed to get user');
  }
}

export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.user(),
    queryFn: getUser,
    retry: false,
    staleTime: 5 * 60 * 1000,
    enabled: () => Boolean(getStoredToken()),
  });

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'signed-in'; user: User };

/** The current user; `loading` only while a stored token is being checked. */
export function useUser(): AuthState {
  const hasToken = Boolean(getStoredToken());
  const query = useQuery(getUserQueryOptions());
  if (hasToken && query.data) return { status: 'signed-in', user: query.data };
  if (hasToken && query.isPending) return { status: 'loading', user: null };
  return { status: 'anonymous', user: null };
}
