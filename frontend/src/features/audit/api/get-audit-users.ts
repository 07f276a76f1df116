import { queryOptions, useQuery } from '@tanstack/react-query';

import { auditKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';

export type AuditUser = { id: number; email: string; name: string };

export const AUDIT_USERS_URL = '/api/audit-logs/users';

export function getAuditUsers(): Promise<AuditUser[]> {
  return apiGet<AuditUser[]>(AUDIT_USERS_URL);
}

export const getAuditUsersQueryOptions = () =>
  queryOptions({ queryKey: auditKeys.users(), queryFn: getAuditUsers, staleTime: 30_000 });

export function useAuditUsers() {
  return useQuery(getAuditUsersQueryOptions());
}
