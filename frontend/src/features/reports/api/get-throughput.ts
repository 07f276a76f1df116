import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { reportKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { ThroughputReport } from '@/features/reports/rules';

export const THROUGHPUT_URL = '/api/reports/throughput';

export function getThroughput(params: Record<string, string>): Promise<ThroughputReport> {
  return apiGet<ThroughputReport>(THROUGHPUT_URL, params);
}

export const getThroughputQueryOptions = (params: Record<string, string>) =>
  queryOptions({
    queryKey: reportKeys.throughput(params),
    queryFn: () => getThroughput(params),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useThroughput(params: Record<string, string>) {
  return useQuery(getThroughputQueryOptions(params));
}
