import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { PortalPageParams } from '@/features/portal/rules';
import type { Case, Paginated } from '@/types/api';

/**
 * GET /api/cases/paginated for a client: one page of their company's cases, the server keeping them
 * to it (cases/selectors.py) and ordering a search's exact identifier matches first, as on the dashboard.
 */
export const getPortalCasesPage = (params: PortalPageParams) =>
  apiGet<Paginated<Case>>('/api/cases/paginated', params);

/** Under caseKeys.lists(), so whatever refreshes the case lists refreshes the portal's. */
export const getPortalCasesPageQueryOptions = (params: PortalPageParams) =>
  queryOptions({
    queryKey: caseKeys.list({ portal: true, ...params }),
    queryFn: () => getPortalCasesPage(params),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const usePortalCasesPage = (params: PortalPageParams) =>
  useQuery(getPortalCasesPageQueryOptions(params));
