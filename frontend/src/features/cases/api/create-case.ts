import { useMutation, useQueryClient } from '@tanstack/react-query';

import { invalidateCaseData } from '@/data/case-data';
import type { CreateCasePayload } from '@/features/cases/rules/add-rules';
import { apiPost } from '@/lib/api-client';
import type { Case } from '@/types/api';

/** POST /api/cases/manual (the Add Case Manually dialog). */
export function createCase(payload: CreateCasePayload): Promise<Case> {
  return apiPost<Case>('/api/cases/manual', payload);
}

/** On success refreshes /api/cases, /api/cases/paginated and /api/stats (guide: api#endpoints). */
export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCase,
    onSuccess: () => invalidateCaseData(queryClient),
  });
}
