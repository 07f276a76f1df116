import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import type { BatchResult } from '@/types/api';
import { invalidateCaseData } from '@/data/case-data';

/** POST /api/cases/batch-restore {caseIds}. */
export function batchRestoreCases(body: { caseIds: number[] }): Promise<BatchResult> {
  return apiPost<BatchResult>('/api/cases/batch-restore', body);
}

export function useBatchRestoreCases() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: batchRestoreCases, onSuccess: () => invalidateCaseData(queryClient) });
}
