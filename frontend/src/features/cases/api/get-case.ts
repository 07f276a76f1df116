import { queryOptions, useQuery } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { Case } from '@/types/api';

/** GET /api/cases/{id}. Keyed under caseKeys.details() so a case mutation's refresh reaches it. */
export function getCase(id: number): Promise<Case> {
  return apiGet<Case>(`/api/cases/${id}`);
}

export const getCaseQueryOptions = (id: number | null | undefined) =>
  queryOptions({
    queryKey: caseKeys.detail(id),
    queryFn: () => getCase(id as number),
    enabled: typeof id === 'number',
  });

export function useCase(id: number | null | undefined) {
  return useQuery(getCaseQueryOptions(id));
}
