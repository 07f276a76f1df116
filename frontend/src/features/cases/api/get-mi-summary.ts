import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { MiCounts } from '@/components/overview/mi-summary-rules';
import { caseKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { FilterParams } from '@/features/cases/rules/table-state';

export const MI_SUMMARY_URL = '/api/cases/mi-summary';
/** The summary changes only as cases are sent or their MI set: read again after 5 minutes (or on any change). */
export const MI_SUMMARY_STALE_MS = 5 * 60 * 1000;

/**
 * The MI Classification Summary's question: the dashboard's filters, so the summary agrees with "Filtered Cases"
 * beside it. Null when the status filter picks another status: no Sent case can match, and nothing is asked.
 */
export function miSummaryParams(filters: FilterParams): FilterParams | null {
  if (filters.status && filters.status !== 'all' && filters.status !== 'sent') return null;
  return filters;
}

/** GET /api/cases/mi-summary: how many of (up to 1,000) Sent cases are deficit and surplus, counted by the server. */
export function getMiSummary(params: FilterParams): Promise<MiCounts> {
  return apiGet<MiCounts>(MI_SUMMARY_URL, params);
}

export const getMiSummaryQueryOptions = (params: FilterParams | null) =>
  queryOptions({
    queryKey: caseKeys.miSummary(params ?? { status: 'excluded' }),
    queryFn: () => getMiSummary(params as FilterParams),
    enabled: params !== null,
    staleTime: MI_SUMMARY_STALE_MS,
    placeholderData: keepPreviousData,
  });

/** The counts under the dashboard's filters; null while unknown or when the filters exclude Sent. */
export function useMiSummary(filters: FilterParams): MiCounts | null {
  const params = miSummaryParams(filters);
  const query = useQuery(getMiSummaryQueryOptions(params));
  return (params && query.data) || null;
}
