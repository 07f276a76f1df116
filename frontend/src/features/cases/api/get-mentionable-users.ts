import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { userKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { MentionUser } from '@/features/cases/rules/comments';

/** GET /api/users/mentionable?q=: at most 10 staff users whose name matches `q`. */
export function getMentionableUsers(q: string): Promise<MentionUser[]> {
  return apiGet<MentionUser[]>('/api/users/mentionable', { q });
}

export const getMentionableUsersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: userKeys.mentionable(q),
    queryFn: () => getMentionableUsers(q),
    staleTime: 30_000,
    enabled: q !== '',
  });

/** The choices for a mention being typed; the last answer stays while the next one loads (no flicker). */
export function useMentionableUsers(q: string) {
  return useQuery({ ...getMentionableUsersQueryOptions(q), placeholderData: keepPreviousData });
}
