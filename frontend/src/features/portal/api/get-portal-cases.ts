import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { Case } from '@/types/api';

/**
 * GET /api/cases: the caller's cases, newest first; the server keeps a client to their own company. With the
 * one search box (guide: screens#search-box) the server matches and orders them (exact identifier matches first), so
 * the rule lives once, in cases/filters.py.
 */
export const getPortalCases = (search = '') => apiGet<Case[]>('/api/cases', search ? { search } : undefined);

export const getPortalCasesQueryOptions = (search = '') =>
  queryOptions({
    queryKey: search ? [...caseKeys.visible(), { search }] : caseKeys.visible(),
    queryFn: () => getPortalCases(search),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const usePortalCases = (search = '') => useQuery(getPortalCasesQueryOptions(search));
