import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import type { Case } from '@/types/api';
import { invalidateCaseData } from '@/data/case-data';

/** POST /api/cases/{id}/lock or /unlock. */
export function setCaseLock({ caseId, lock }: { caseId: number; lock: boolean }): Promise<Case> {
  return apiPost<Case>(`/api/cases/${caseId}/${lock ? 'lock' : 'unlock'}`);
}

export function useSetCaseLock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setCaseLock, onSuccess: () => invalidateCaseData(queryClient) });
}
