import { useMutation, useQueryClient } from '@tanstack/react-query';

import { invalidateCaseData } from '@/data/case-data';
import { importKeys } from '@/data/query-keys';
import { apiPost } from '@/lib/api-client';
import type { ImportBatch } from '@/features/imports/api/get-imports';

export type UndoImportRequest = { id: number; reason: string };

/** POST /api/imports/{id}/undo {reason}: removes every case the import created, or none (409 naming them). */
export function undoImport({ id, reason }: UndoImportRequest): Promise<ImportBatch> {
  return apiPost<ImportBatch>(`/api/imports/${id}/undo`, { reason });
}

export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoImport,
    // The case lists and counters (guide (api#endpoints) three caches) change with the imports list.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: importKeys.all }),
        invalidateCaseData(queryClient),
      ]),
  });
}
