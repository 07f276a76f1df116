import { useEffect } from 'react';
import {
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

import { caseKeys, companyKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { Case } from '@/types/api';

/**
 * The company filter's options (dashboard, audit log, reports): GET /api/companies answers every distinct
 * company of the cases the caller may see (a client: only their own), sorted case-insensitively, blanks left
 * out. guide: api#endpoints built the list from page 1 of 1000 cases, which misses companies once there are more cases.
 */
export const COMPANIES_URL = '/api/companies';

/** The audit log's and the reports' filter keep the list 5 minutes; the dashboard reads it fresh. */
export const COMPANY_FILTER_STALE_MS = 5 * 60_000;

/** Distinct non-blank names, sorted case-insensitively (the server's order; kept as a guard). */
export function uniqueCompanies(cases: readonly Pick<Case, 'widget'>[]): string[] {
  const names = new Set<string>();
  for (const c of cases) if (c.widget?.trim()) names.add(c.widget);
  return [...names].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' }));
}

export async function getCompanies(): Promise<string[]> {
  const names = await apiGet<string[]>(COMPANIES_URL);
  return uniqueCompanies(names.map((widget) => ({ widget })));
}

export const getCompaniesQueryOptions = (staleTime = 0) =>
  queryOptions({ queryKey: companyKeys.list(), queryFn: getCompanies, staleTime });

/** A page of GET /api/cases/paginated: caseKeys.list(filters), not the portal's unpaginated list. */
function isCasePageKey(key: QueryKey): boolean {
  const lists = caseKeys.lists();
  return (
    lists.every((part, index) => key[index] === part) &&
    typeof key[lists.length] === 'object' &&
    key[lists.length] !== null
  );
}

/**
 * Case changes refresh /api/cases/paginated (guide: screens#timings-and-limits); a case added, imported or moved to a
 * new company must reach the company list too, so it is refreshed whenever a case page is invalidated. Returns the
 * unsubscribe.
 */
export function followCaseListInvalidation(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'invalidate' && isCasePageKey(event.query.queryKey))
      void queryClient.invalidateQueries({ queryKey: companyKeys.all }, { cancelRefetch: false });
  });
}

export type UseCompaniesOptions = {
  /** How long a read stays fresh (default 0, guide: screens#timings-and-limits). */
  staleTime?: number;
  /** Refresh whenever the case table is refreshed (the dashboard, where cases change). */
  followCaseList?: boolean;
};

export function useCompanies({ staleTime = 0, followCaseList = false }: UseCompaniesOptions = {}) {
  const queryClient = useQueryClient();
  useEffect(
    () => (followCaseList ? followCaseListInvalidation(queryClient) : undefined),
    [queryClient, followCaseList],
  );
  return useQuery(getCompaniesQueryOptions(staleTime));
}
