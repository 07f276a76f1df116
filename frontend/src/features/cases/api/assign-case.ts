import { useMutation, useQueryClient } from '@tanstack/react-query';

import { invalidateCaseData } from '@/data/case-data';
import { apiPut } from '@/lib/api-client';
import type { Case, CaseAssign } from '@/types/api';

/**
 * PUT /api/cases/{id}/assignee {assigneeId} -> the case. Edit-cases holders assign anyone or unassign; other staff
 * take an unassigned case or hand back their own (403 otherwise, 400 for a user who may not handle cases, 409 on a
 * merged case).
 */
export function assignCase({ caseId, assigneeId }: { caseId: number } & CaseAssign): Promise<Case> {
  return apiPut<Case>(`/api/cases/${caseId}/assignee`, { assigneeId } satisfies CaseAssign);
}

/** On success refreshes the case, the lists and the stats (the assignee filter and the cards count differently). */
export function useAssignCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignCase, onSuccess: () => invalidateCaseData(queryClient) });
}
