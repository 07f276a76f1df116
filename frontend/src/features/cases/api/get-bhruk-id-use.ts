import { queryOptions, useQuery } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';

/** How many cases (not merged) carry a BHR UK ID, as the new case would store it (KIND prefix added). */
export type BhrukIdUse = { bhrukId: string | null; cases: number };

export const BHRUK_ID_USE_URL = '/api/cases/bhruk-id-use';

export function getBhrukIdUse(company: string, bhrukId: string): Promise<BhrukIdUse> {
  return apiGet<BhrukIdUse>(BHRUK_ID_USE_URL, { company, bhrukId });
}

export const getBhrukIdUseQueryOptions = (company: string, bhrukId: string) =>
  queryOptions({
    queryKey: caseKeys.bhrukIdUse(company, bhrukId),
    queryFn: () => getBhrukIdUse(company, bhrukId),
    enabled: bhrukId.trim() !== '',
    staleTime: 0,
  });

/** Asked while the Add Case dialog's BHR UK ID is typed (the caller debounces it). */
export function useBhrukIdUse(company: string, bhrukId: string) {
  return useQuery(getBhrukIdUseQueryOptions(company, bhrukId));
}
