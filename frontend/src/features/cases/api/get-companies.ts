import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { Case } from '@/types/api';
import { CASES_PAGE_URL } from '@/features/cases/api/get-cases-page';

/**
 * The company filter's options: GET /api/companies answers every distinct company of the cases the caller
 * may see (a client: only their own), sorted case-insensitively, blanks left out. SPEC §7 built the list from
 * page 1 of 1000 cases, which misses companies once there are more cases than that.
 */
export const COMPANIES_URL = '/api/companies';

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

export const getCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: [COMPANIES_URL],
    queryFn: getCompanies,
    staleTime: 0,
  });

/**
 * Case changes refresh /api/cases/paginated (SPEC §9); a case added, imported or moved to a new company must
 * reach the company list too, so it is refreshed whenever the list is invalidated. Returns the unsubscribe.
 */
export function followCaseListInvalidation(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      event.action.type === 'invalidate' &&
      event.query.queryKey[0] === CASES_PAGE_URL
    )
      void queryClient.invalidateQueries({ queryKey: [COMPANIES_URL] }, { cancelRefetch: false });
  });
}

export function useCompanies() {
  const queryClient = useQueryClient();
  useEffect(() => followCaseListInvalidation(queryClient), [queryClient]);
  return useQuery(getCompaniesQueryOptions());
}
