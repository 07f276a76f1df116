import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiDelete } from '@/lib/api-client';
import { invalidateCaseData } from '@/data/case-data';

/** DELETE /api/cases/{id}. */
export function deleteCase(caseId: number): Promise<void> {
  return apiDelete<void>(`/api/cases/${caseId}`);
}

export function useDeleteCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCase, onSuccess: () => invalidateCaseData(queryClient) });
}
