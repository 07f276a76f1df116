import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { Case } from '@/types/api';

/** GET /api/cases/{id}. Keyed under '/api/cases' so a case mutation's refresh of that prefix reaches it. */
export function getCase(id: number): Promise<Case> {
  return apiGet<Case>(`/api/cases/${id}`);
}

export const getCaseQueryOptions = (id: number | null | undefined) =>
  queryOptions({
    queryKey: ['/api/cases', id],
    queryFn: () => getCase(id as number),
    enabled: typeof id === 'number',
  });

export function useCase(id: number | null | undefined) {
  return useQuery(getCaseQueryOptions(id));
}
