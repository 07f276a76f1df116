import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { duplicateKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { DuplicateGroup, DuplicateIdentifierType, Pagination } from '@/types/api';
import type { GroupSortBy, GroupSortOrder } from '@/features/duplicates/rules';

/** Group counts per type, whatever the type filter (duplicates/serializers.py DuplicateSummarySerializer). */
export type DuplicateSummary = { total: number } & Record<DuplicateIdentifierType, number>;

/** The paged answer (guide: duplicates#duplicates-page): one page of groups, its pagination, and the counts of every
 * group. */
export type DuplicateGroupPage = {
  data: DuplicateGroup[];
  pagination: Pagination;
  summary: DuplicateSummary;
};

export type DuplicateGroupsParams = {
  page: number;
  limit: number;
  identifierType: 'all' | DuplicateIdentifierType;
  sortBy: GroupSortBy;
  sortOrder: GroupSortOrder;
};

/**
 * GET /api/duplicates?page=&limit=&identifierType=&sortBy=&sortOrder=: the paged form, so the page never
 * downloads every group (46,000 of them at a million cases). `all` is dropped by apiGet (guide: api#endpoints).
 */
export const getDuplicateGroups = (params: DuplicateGroupsParams) =>
  apiGet<DuplicateGroupPage>('/api/duplicates', params);

export const getDuplicateGroupsQueryOptions = (params: DuplicateGroupsParams) =>
  queryOptions({
    queryKey: duplicateKeys.list(params),
    queryFn: () => getDuplicateGroups(params),
    staleTime: 0,
    // The current page stays on screen while the next one loads (no flash of the loader on paging).
    placeholderData: keepPreviousData,
  });

export const useDuplicateGroups = (params: DuplicateGroupsParams, enabled = true) =>
  useQuery({ ...getDuplicateGroupsQueryOptions(params), enabled });
