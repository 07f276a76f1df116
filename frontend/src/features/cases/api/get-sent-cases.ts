import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { Case, Paginated } from '@/types/api';
import { CASES_PAGE_URL } from '@/features/cases/api/get-cases-page';
import type { FilterParams } from '@/features/cases/rules/table-state';

/** SPEC §7/§9: the MI Classification Summary reads up to 1000 sent cases, cached 5 minutes. */
export const SENT_CASES_LIMIT = 1000;
export const SENT_CASES_STALE_MS = 5 * 60 * 1000;

export type SentCasesParams = Omit<FilterParams, 'status'> & { status: 'sent'; limit: number };

/**
 * The summary's cases: the Sent ones among those the dashboard's filters select, so the summary agrees with
 * "Filtered Cases" beside it (issue 26). Null when the status filter picks another status: no Sent case can match.
 */
export function sentCasesParams(filters: FilterParams): SentCasesParams | null {
  if (filters.status && filters.status !== 'all' && filters.status !== 'sent') return null;
  return { ...filters, status: 'sent', limit: SENT_CASES_LIMIT };
}

export function getSentCases(params: SentCasesParams): Promise<Paginated<Case>> {
  return apiGet<Paginated<Case>>(CASES_PAGE_URL, params);
}

/** `null` params (the filters exclude Sent): a disabled query, so nothing is asked and nothing is shown. */
export const getSentCasesQueryOptions = (params: SentCasesParams | null) =>
  queryOptions({
    queryKey: caseKeys.list(params ?? { status: 'excluded' }),
    queryFn: () => getSentCases(params as SentCasesParams),
    enabled: params !== null,
    staleTime: SENT_CASES_STALE_MS,
    placeholderData: keepPreviousData,
  });

const NO_CASES: readonly Case[] = [];

/** The Sent cases under the dashboard's filters (none when the filters exclude Sent). */
export function useSentCases(filters: FilterParams): readonly Case[] {
  const params = sentCasesParams(filters);
  const query = useQuery(getSentCasesQueryOptions(params));
  return (params && query.data?.data) || NO_CASES;
}
