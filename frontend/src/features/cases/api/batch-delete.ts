import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import type { BatchResult } from '@/types/api';
import { invalidateCaseData } from '@/data/case-data';

/** POST /api/cases/batch-delete {caseIds}. */
export function batchDeleteCases(body: { caseIds: number[] }): Promise<BatchResult> {
  return apiPost<BatchResult>('/api/cases/batch-delete', body);
}

export function useBatchDeleteCases() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: batchDeleteCases, onSuccess: () => invalidateCaseData(queryClient) });
}
