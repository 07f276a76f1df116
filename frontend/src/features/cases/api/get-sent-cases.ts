import { queryOptions, useQuery } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { Case, Paginated } from '@/types/api';
import { CASES_PAGE_URL } from '@/features/cases/api/get-cases-page';

/** SPEC §7/§9: the MI Classification Summary reads up to 1000 sent cases, cached 5 minutes. */
export const SENT_CASES_PARAMS = { status: 'sent', limit: 1000 } as const;
export const SENT_CASES_STALE_MS = 5 * 60 * 1000;

export function getSentCases(): Promise<Paginated<Case>> {
  return apiGet<Paginated<Case>>(CASES_PAGE_URL, SENT_CASES_PARAMS);
}

export const getSentCasesQueryOptions = () =>
  queryOptions({
    queryKey: caseKeys.list(SENT_CASES_PARAMS),
    queryFn: getSentCases,
    staleTime: SENT_CASES_STALE_MS,
  });

export function useSentCases() {
  return useQuery(getSentCasesQueryOptions());
}
