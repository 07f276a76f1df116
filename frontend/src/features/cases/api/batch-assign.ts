import { useMutation, useQueryClient } from '@tanstack/react-query';

import { invalidateCaseData } from '@/data/case-data';
import { apiPost } from '@/lib/api-client';
import type { BatchAssign, BatchResult } from '@/types/api';

/** POST /api/cases/batch-assign {ids, assigneeId} -> {message, updated} (edit-cases holders). */
export function batchAssignCases(body: BatchAssign): Promise<BatchResult> {
  return apiPost<BatchResult>('/api/cases/batch-assign', body);
}

export function useBatchAssignCases() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: batchAssignCases, onSuccess: () => invalidateCaseData(queryClient) });
}
