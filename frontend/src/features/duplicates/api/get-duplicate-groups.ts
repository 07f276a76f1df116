import { queryOptions, useQuery } from '@tanstack/react-query';

import { duplicateKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { DuplicateGroup, DuplicateIdentifierType } from '@/types/api';

/** Group counts per type, whatever the type filter (duplicates/serializers.py DuplicateSummarySerializer). */
export type DuplicateSummary = { total: number } & Record<DuplicateIdentifierType, number>;
export type DuplicateGroupList = { groups: DuplicateGroup[]; summary: DuplicateSummary };

export type DuplicateGroupsParams = { type: 'all' | DuplicateIdentifierType };

export const getDuplicateGroups = (params: DuplicateGroupsParams) =>
  apiGet<DuplicateGroupList>('/api/duplicates', params);

export const getDuplicateGroupsQueryOptions = (params: DuplicateGroupsParams) =>
  queryOptions({
    queryKey: duplicateKeys.list(params),
    queryFn: () => getDuplicateGroups(params),
    staleTime: 0,
  });

export const useDuplicateGroups = (params: DuplicateGroupsParams, enabled = true) =>
  useQuery({ ...getDuplicateGroupsQueryOptions(params), enabled });
