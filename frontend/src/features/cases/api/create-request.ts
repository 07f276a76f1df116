import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { invalidateCaseData } from '@/data/case-data';
import { caseKeys } from '@/data/query-keys';
import { apiPost } from '@/lib/api-client';
import type { CaseRequest } from '@/types/requests';

export type NewRequest = { caseId: number; title: string; message: string; dueDate: string };

/**
 * POST /api/cases/{id}/requests {title, message, dueDate}: 201 with the request (the client is e-mailed).
 * 400 {message, errors: {title|message|dueDate: [...]}}; 400 / 403 {message}.
 */
export function createRequest({ caseId, title, message, dueDate }: NewRequest): Promise<CaseRequest> {
  return apiPost<CaseRequest>(`/api/cases/${caseId}/requests`, { title, message, dueDate });
}

/**
 * A request made or decided: the case's requests, the case and the lists (their requestState), its documents (an
 * accepted or rejected answer's files) and its timeline (an audited event) are read again.
 */
export function invalidateAfterRequestChange(queryClient: QueryClient, caseId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: caseKeys.requests(caseId) }),
    invalidateCaseData(queryClient),
    queryClient.invalidateQueries({ queryKey: caseKeys.documents(caseId) }),
    queryClient.invalidateQueries({ queryKey: caseKeys.timeline(caseId) }),
  ]).then(() => undefined);
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: (_request, { caseId }) => invalidateAfterRequestChange(queryClient, caseId),
  });
}
