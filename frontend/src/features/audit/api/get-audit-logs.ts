import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { auditKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { FieldChange } from '@/lib/audit-words';
import type { Pagination } from '@/types/api';

export const AUDIT_LOGS_URL = '/api/audit-logs';

export type AuditRow = {
  id: number;
  createdAt: string;
  actorId: number | null;
  actorEmail: string;
  action: string;
  caseId: number | null;
  caseBhrukId: string | null;
  caseCompany: string | null;
  /** The case as users know it (BHR UK ID), "… (deleted)" once deleted; null when the event names no case. */
  caseLabel?: string | null;
  fields: FieldChange[];
  reference: string;
};

export type AuditPage = { data: AuditRow[]; pagination: Pagination & { totalIsLowerBound: boolean } };

export type AuditQuery = Record<string, string | number>;

export function getAuditLogs(params: AuditQuery): Promise<AuditPage> {
  return apiGet<AuditPage>(AUDIT_LOGS_URL, params);
}

export const getAuditLogsQueryOptions = (params: AuditQuery) =>
  queryOptions({
    queryKey: auditKeys.list(params),
    queryFn: () => getAuditLogs(params),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAuditLogs(params: AuditQuery) {
  return useQuery(getAuditLogsQueryOptions(params));
}
