import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { DuplicateGroupRef } from '@/features/duplicates/api/get-duplicate-group-cases';
import { duplicateKeys } from '@/data/query-keys';
import { apiPost } from '@/lib/api-client';

/** POST /api/duplicates/restore {identifier, identifierType}: undo a dismissal (the Dismiss toast's Undo). */
export const restoreDuplicate = (group: DuplicateGroupRef) =>
  apiPost<{ message: string }>('/api/duplicates/restore', {
    identifier: group.identifier,
    identifierType: group.identifierType,
  });

export function useRestoreDuplicate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreDuplicate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: duplicateKeys.lists() }),
  });
}
