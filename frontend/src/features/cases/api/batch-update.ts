import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import type { BatchResult, CaseStatus, OnHoldReason } from '@/types/api';
import { invalidateCaseData } from '@/data/case-data';

export type BatchUpdates = {
  instructed?: boolean;
  invoiced?: boolean;
  currentStatus?: CaseStatus;
  onHoldReason?: OnHoldReason | null;
  isLocked?: boolean;
};

/** POST /api/cases/batch-update {caseIds, updates} -> {message, updated}. */
export function batchUpdateCases(body: { caseIds: number[]; updates: BatchUpdates }): Promise<BatchResult> {
  return apiPost<BatchResult>('/api/cases/batch-update', body);
}

export function useBatchUpdateCases() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: batchUpdateCases, onSuccess: () => invalidateCaseData(queryClient) });
}
