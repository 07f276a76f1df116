import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { Paginated } from '@/types/api';
import type { ClientRequest } from '@/types/requests';

/** GET /api/cases/{id}/requests: the case's requests (the same shape as GET /api/requests), as a list. */
export async function getCaseRequests(caseId: number): Promise<ClientRequest[]> {
  const body = await apiGet<ClientRequest[] | Paginated<ClientRequest>>(`/api/cases/${caseId}/requests`);
  return Array.isArray(body) ? body : body.data;
}

export const getCaseRequestsQueryOptions = (caseId: number) =>
  queryOptions({
    queryKey: requestKeys.forCase(caseId),
    queryFn: () => getCaseRequests(caseId),
    staleTime: 0,
  });

export const useCaseRequests = (caseId: number) => useQuery(getCaseRequestsQueryOptions(caseId));
