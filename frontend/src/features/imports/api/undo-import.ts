import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import { importKeys, type ImportBatch } from '@/features/imports/api/get-imports';

export type UndoImportRequest = { id: number; reason: string };

/** POST /api/imports/{id}/undo {reason}: removes every case the import created, or none (409 naming them). */
export function undoImport({ id, reason }: UndoImportRequest): Promise<ImportBatch> {
  return apiPost<ImportBatch>(`/api/imports/${id}/undo`, { reason });
}

/** The case lists and counters (SPEC §7's three caches) change with the imports list. */
const CASE_KEYS = ['/api/cases', '/api/cases/paginated', '/api/stats'];

export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoImport,
    onSuccess: () =>
      Promise.all(
        [importKeys.all, ...CASE_KEYS.map((key) => [key])].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
