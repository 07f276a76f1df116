import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { reportKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { TurnaroundReport } from '@/types/turnaround';

export const TURNAROUND_REPORT_URL = '/api/reports/turnaround';

/** GET /api/reports/turnaround?from=yyyy-mm&to=yyyy-mm&company=: per month and company, sent on time or not. */
export function getTurnaroundReport(params: Record<string, string>): Promise<TurnaroundReport> {
  return apiGet<TurnaroundReport>(TURNAROUND_REPORT_URL, params);
}

export const getTurnaroundReportQueryOptions = (params: Record<string, string>) =>
  queryOptions({
    queryKey: reportKeys.turnaround(params),
    queryFn: () => getTurnaroundReport(params),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useTurnaroundReport(params: Record<string, string>) {
  return useQuery(getTurnaroundReportQueryOptions(params));
}
