import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import type { BatchResult } from '@/types/api';
import { invalidateCaseData } from '@/data/case-data';

/** POST /api/cases/batch-cancel {caseIds, cancellationReason} -> {message, cancelled}. */
export function batchCancelCases(body: {
  caseIds: number[];
  cancellationReason: string;
}): Promise<BatchResult> {
  return apiPost<BatchResult>('/api/cases/batch-cancel', body);
}

export function useBatchCancelCases() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: batchCancelCases, onSuccess: () => invalidateCaseData(queryClient) });
}
