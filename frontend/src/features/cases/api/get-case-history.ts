import { queryOptions, useQuery } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { FieldChange } from '@/lib/audit-words';

/** One audit event of a case (cases/audit_log/serializers.py CaseHistoryEventSerializer); local to this feature. */
export type CaseHistoryEvent = {
  id: number;
  caseId: number | null;
  action: string;
  actorId: number | null;
  actorEmail: string;
  /** {"field": [old, new]} for updates; details for other actions. */
  changes: Record<string, unknown> | null;
  /** The changes as the Audit Log reads them (labels, Yes/No, £, London times, cases by BHR UK ID). */
  fields: FieldChange[];
  createdAt: string;
};

export const caseHistoryUrl = (caseId: number) => `/api/cases/${caseId}/history`;

export function getCaseHistory(caseId: number): Promise<CaseHistoryEvent[]> {
  return apiGet<CaseHistoryEvent[]>(caseHistoryUrl(caseId));
}

export const getCaseHistoryQueryOptions = (caseId: number) =>
  queryOptions({ queryKey: caseKeys.history(caseId), queryFn: () => getCaseHistory(caseId), staleTime: 0 });

export function useCaseHistory(caseId: number) {
  return useQuery(getCaseHistoryQueryOptions(caseId));
}
