import { queryOptions, useQuery } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { Case } from '@/types/api';

/** GET /api/cases/{id} for a client: the server answers 404 for a case outside their company. */
export const getPortalCase = (id: number) => apiGet<Case>(`/api/cases/${id}`);

export const getPortalCaseQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: caseKeys.detail(id),
    queryFn: () => getPortalCase(id as number),
    enabled: id !== null,
  });

export const usePortalCase = (id: number | null) => useQuery(getPortalCaseQueryOptions(id));
