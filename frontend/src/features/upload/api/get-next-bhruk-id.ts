import { queryOptions, useQuery } from '@tanstack/react-query';

import { nextBhrukIdKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';

/** Next-identifier info (guide: api#fields); the server also says which company group the name belongs to. */
export type NextBhrukId = { nextId: string; company?: string; group?: 'kind' | 'standard' };

export const NEXT_BHRUK_ID_URL = '/api/next-bhruk-id';

export function getNextBhrukId(company: string): Promise<NextBhrukId> {
  return apiGet<NextBhrukId>(`${NEXT_BHRUK_ID_URL}/${encodeURIComponent(company)}`);
}

export const getNextBhrukIdQueryOptions = (company: string, enabled: boolean) =>
  queryOptions({
    queryKey: nextBhrukIdKeys.detail(company),
    queryFn: () => getNextBhrukId(company),
    enabled,
  });

/** Runs only while the upload dialog is open (guide: api#endpoints). */
export function useNextBhrukId(company: string, enabled: boolean) {
  return useQuery(getNextBhrukIdQueryOptions(company, enabled));
}
