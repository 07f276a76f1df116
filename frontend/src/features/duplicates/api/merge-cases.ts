import { useMutation, useQueryClient } from '@tanstack/react-query';

import { invalidateCaseData } from '@/data/case-data';
import { duplicateKeys } from '@/data/query-keys';
import type { MergeRequest } from '@/features/duplicates/rules';
import { apiPost } from '@/lib/api-client';
import type { Case } from '@/types/api';

export type MergeResult = { message: string; masterCase: Case; mergedCaseIds: number[] };

/** POST /api/duplicates/merge {masterCaseId, duplicateCaseIds, mergedData, mergeReason}. */
export const mergeCases = (request: MergeRequest) => apiPost<MergeResult>('/api/duplicates/merge', request);

/** On success the duplicates list and the case lists and stats are refreshed (the group disappears). */
export function useMergeCases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeCases,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: duplicateKeys.lists() }),
        invalidateCaseData(queryClient),
      ]),
  });
}
