import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { reportKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { AgeingReport } from '@/features/reports/rules';

export const AGEING_URL = '/api/reports/ageing';

export function getAgeing(params: Record<string, string>): Promise<AgeingReport> {
  return apiGet<AgeingReport>(AGEING_URL, params);
}

export const getAgeingQueryOptions = (params: Record<string, string>) =>
  queryOptions({
    queryKey: reportKeys.ageing(params),
    queryFn: () => getAgeing(params),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAgeing(params: Record<string, string>) {
  return useQuery(getAgeingQueryOptions(params));
}
