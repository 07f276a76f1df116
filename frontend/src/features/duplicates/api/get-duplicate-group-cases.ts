import { queryOptions, useQuery } from '@tanstack/react-query';

import { duplicateKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { Case, DuplicateIdentifierType } from '@/types/api';

export type DuplicateGroupRef = { identifierType: DuplicateIdentifierType; identifier: string };

/** GET /api/duplicates/{identifierType}/{identifier}: the group's cases (the identifier may hold "/"). */
export const groupCasesUrl = ({ identifierType, identifier }: DuplicateGroupRef) =>
  `/api/duplicates/${identifierType}/${encodeURIComponent(identifier)}`;

export const getDuplicateGroupCases = (group: DuplicateGroupRef) => apiGet<Case[]>(groupCasesUrl(group));

export const getDuplicateGroupCasesQueryOptions = (group: DuplicateGroupRef) =>
  queryOptions({
    // Beside the lists, not under them: refreshing the list after a merge must not refetch a group that no
    // longer exists while its screen is closing.
    queryKey: duplicateKeys.group(group),
    queryFn: () => getDuplicateGroupCases(group),
    staleTime: 0,
  });

export const useDuplicateGroupCases = (group: DuplicateGroupRef) =>
  useQuery(getDuplicateGroupCasesQueryOptions(group));
