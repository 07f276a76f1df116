import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { Case, Paginated } from '@/types/api';
import type { PageParams } from '@/features/cases/rules/table-state';

export const CASES_PAGE_URL = '/api/cases/paginated';

export function getCasesPage(params: PageParams): Promise<Paginated<Case>> {
  return apiGet<Paginated<Case>>(CASES_PAGE_URL, params);
}

/** guide: screens#timings-and-limits: stale time 0; the previous page stays on screen while the next one loads. */
export const getCasesPageQueryOptions = (params: PageParams) =>
  queryOptions({
    queryKey: caseKeys.list(params),
    queryFn: () => getCasesPage(params),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useCasesPage(params: PageParams) {
  return useQuery(getCasesPageQueryOptions(params));
}
