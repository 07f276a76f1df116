import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

/** GET /api/companies: the company filter's choices (the cases feature keeps its own copy of this read). */
export const COMPANIES_URL = '/api/companies';

export function getCompanies(): Promise<string[]> {
  return apiGet<string[]>(COMPANIES_URL);
}

export const getCompaniesQueryOptions = () =>
  queryOptions({ queryKey: [COMPANIES_URL], queryFn: getCompanies, staleTime: 5 * 60_000 });

export function useCompanies() {
  return useQuery(getCompaniesQueryOptions());
}
