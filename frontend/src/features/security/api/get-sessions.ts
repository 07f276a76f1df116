import { queryOptions, useQuery } from '@tanstack/react-query';

import { securityKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';

export type ActiveSession = {
  id: number | string;
  createdAt: string;
  lastUsedAt: string | null;
  userAgent: string;
  current: boolean;
};

/** GET /api/auth/sessions: the signed-in user's active sessions (guide: roles#two-factor-sign-in). */
export function getSessions(): Promise<ActiveSession[]> {
  return apiGet<ActiveSession[]>('/api/auth/sessions');
}

export const getSessionsQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: securityKeys.sessions(), queryFn: getSessions, enabled });

export function useSessions(enabled = true) {
  return useQuery(getSessionsQueryOptions(enabled));
}
