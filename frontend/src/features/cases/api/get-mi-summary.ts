import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { MiCounts } from '@/components/overview/mi-summary-rules';
import { caseKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { FilterParams } from '@/features/cases/rules/table-state';

export const MI_SUMMARY_URL = '/api/cases/mi-summary';
/** The summary changes only as cases are sent or their MI set: read again after 5 minutes (or on any change). */
export const MI_SUMMARY_STALE_MS = 5 * 60 * 1000;

/** GET /api/cases/mi-summary: how many of (up to 1,000) Sent cases are deficit and surplus, counted by the server. */
export function getMiSummary(params: FilterParams): Promise<MiCounts> {
  return apiGet<MiCounts>(MI_SUMMARY_URL, params);
}

/**
 * The dashboard's filters, so the summary agrees with "Filtered Cases" beside it. The server decides what they
 * leave to count (none when the status filter picks another status than Sent).
 */
export const getMiSummaryQueryOptions = (filters: FilterParams) =>
  queryOptions({
    queryKey: caseKeys.miSummary(filters),
    queryFn: () => getMiSummary(filters),
    staleTime: MI_SUMMARY_STALE_MS,
    placeholderData: keepPreviousData,
  });

/** The counts under the dashboard's filters; null while unknown. */
export function useMiSummary(filters: FilterParams): MiCounts | null {
  return useQuery(getMiSummaryQueryOptions(filters)).data ?? null;
}
