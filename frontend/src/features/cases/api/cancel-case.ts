import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import type { Case } from '@/types/api';
import { invalidateCaseData } from '@/data/case-data';

/** POST /api/cases/{id}/cancel {cancellationReason}: one case, with its own reason. */
export function cancelCase({ caseId, reason }: { caseId: number; reason: string }): Promise<Case> {
  return apiPost<Case>(`/api/cases/${caseId}/cancel`, { cancellationReason: reason });
}

export function useCancelCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelCase, onSuccess: () => invalidateCaseData(queryClient) });
}
