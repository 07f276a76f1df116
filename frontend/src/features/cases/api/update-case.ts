import { useMutation, useQueryClient } from '@tanstack/react-query';

import { invalidateCaseData } from '@/data/case-data';
import type { UpdateCasePayload } from '@/features/cases/rules/edit-rules';
import { apiPut } from '@/lib/api-client';
import type { Case } from '@/types/api';

/** PUT /api/cases/{id}: answers 409 when `updatedAt` is older than the stored case. */
export function updateCase({ id, payload }: { id: number; payload: UpdateCasePayload }): Promise<Case> {
  return apiPut<Case>(`/api/cases/${id}`, payload);
}

/** On success refreshes /api/cases, /api/cases/paginated and /api/stats (guide: api#endpoints). */
export function useUpdateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCase,
    onSuccess: () => invalidateCaseData(queryClient),
  });
}
