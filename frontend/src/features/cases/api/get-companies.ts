import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { Case, Paginated } from '@/types/api';
import { CASES_PAGE_URL } from '@/features/cases/api/get-cases-page';

/** SPEC §7: the company filter's options come from page 1 of 1000 cases (there is no company endpoint). */
export const COMPANY_LIST_PARAMS = { page: 1, limit: 1000 } as const;

export function uniqueCompanies(cases: readonly Pick<Case, 'widget'>[]): string[] {
  const names = new Set<string>();
  for (const c of cases) if (c.widget?.trim()) names.add(c.widget);
  return [...names].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' }));
}

export async function getCompanies(): Promise<string[]> {
  const page = await apiGet<Paginated<Case>>(CASES_PAGE_URL, COMPANY_LIST_PARAMS);
  return uniqueCompanies(page.data);
}

export const getCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: [CASES_PAGE_URL, COMPANY_LIST_PARAMS],
    queryFn: getCompanies,
    staleTime: 0,
  });

export function useCompanies() {
  return useQuery(getCompaniesQueryOptions());
}
