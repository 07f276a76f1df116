import { useMutation, useQueryClient } from '@tanstack/react-query';

import { duplicateKeys } from '@/data/query-keys';
import type { DuplicateGroupRef } from '@/features/duplicates/api/get-duplicate-group-cases';
import { apiPost } from '@/lib/api-client';

export type DismissResult = { message: string };

/** POST /api/duplicates/dismiss {identifier, identifierType}. */
export const dismissDuplicate = (group: DuplicateGroupRef) =>
  apiPost<DismissResult>('/api/duplicates/dismiss', {
    identifier: group.identifier,
    identifierType: group.identifierType,
  });

export function useDismissDuplicate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissDuplicate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: duplicateKeys.lists() }),
  });
}
