import { queryOptions, useQuery } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { CaseRequest } from '@/types/requests';

/** GET /api/cases/{id}/requests: the case's requests to the client, newest first. */
export function getCaseRequests(caseId: number): Promise<CaseRequest[]> {
  return apiGet<CaseRequest[]>(`/api/cases/${caseId}/requests`);
}

export const getCaseRequestsQueryOptions = (caseId: number) =>
  queryOptions({
    queryKey: caseKeys.requests(caseId),
    queryFn: () => getCaseRequests(caseId),
  });

export function useCaseRequests(caseId: number) {
  return useQuery(getCaseRequestsQueryOptions(caseId));
}
