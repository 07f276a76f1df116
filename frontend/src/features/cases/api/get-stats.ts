import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { Stats } from '@/types/api';
import type { FilterParams } from '@/features/cases/rules/table-state';

export const STATS_URL = '/api/stats';

export function getStats(params: FilterParams): Promise<Stats> {
  return apiGet<Stats>(STATS_URL, params);
}

export const getStatsQueryOptions = (params: FilterParams) =>
  queryOptions({
    queryKey: caseKeys.statsFor(params),
    queryFn: () => getStats(params),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useStats(params: FilterParams) {
  return useQuery(getStatsQueryOptions(params));
}
