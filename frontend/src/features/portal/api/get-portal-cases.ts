import { queryOptions, useQuery } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { Case } from '@/types/api';

/** GET /api/cases: the caller's cases, newest first; the server keeps a client to their own company. */
export const getPortalCases = () => apiGet<Case[]>('/api/cases');

export const getPortalCasesQueryOptions = () =>
  queryOptions({ queryKey: caseKeys.visible(), queryFn: getPortalCases, staleTime: 0 });

export const usePortalCases = () => useQuery(getPortalCasesQueryOptions());
