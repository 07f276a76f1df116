import { useMutation, useQueryClient } from '@tanstack/react-query';

import { invalidateAfterRequestChange } from '@/features/cases/api/create-request';
import { apiPut } from '@/lib/api-client';
import type { CaseRequest, RequestDecision } from '@/types/requests';

export type RequestChange = { id: number; caseId: number; status: RequestDecision; reason?: string };

/**
 * PUT /api/requests/{id} {status: accepted|rejected|cancelled, reason?}: 200 with the request. A rejection needs a
 * reason (400 errors.reason) and puts the request back to open with its rejectionReason; 409 {message} on a
 * transition its status does not allow.
 */
export function updateRequest({ id, status, reason }: RequestChange): Promise<CaseRequest> {
  return apiPut<CaseRequest>(`/api/requests/${id}`, reason === undefined ? { status } : { status, reason });
}

export function useUpdateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRequest,
    onSuccess: (_request, { caseId }) => invalidateAfterRequestChange(queryClient, caseId),
  });
}
