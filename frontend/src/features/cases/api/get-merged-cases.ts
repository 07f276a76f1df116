import { queryOptions, useQuery } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { Case } from '@/types/api';

export const mergedCasesUrl = (masterId: number) => `/api/cases/${masterId}/merged`;

/** GET /api/cases/{id}/merged: the cases merged into a master. */
export function getMergedCases(masterId: number): Promise<Case[]> {
  return apiGet<Case[]>(mergedCasesUrl(masterId));
}

export const getMergedCasesQueryOptions = (masterId: number) =>
  queryOptions({ queryKey: caseKeys.merged(masterId), queryFn: () => getMergedCases(masterId) });

export function useMergedCases(masterId: number | null, enabled: boolean) {
  return useQuery({ ...getMergedCasesQueryOptions(masterId ?? 0), enabled: enabled && masterId !== null });
}
