import { useMutation, useQueryClient } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';
import type { CaseComment } from '@/features/cases/api/get-case-timeline';
import { apiPost } from '@/lib/api-client';

export type CommentPayload = { body: string; mentions: number[] };

/** POST /api/cases/{id}/comments: 201 with the comment; 400 names the field (body, mentions). */
export function createComment({
  caseId,
  payload,
}: {
  caseId: number;
  payload: CommentPayload;
}): Promise<CaseComment> {
  return apiPost<CaseComment>(`/api/cases/${caseId}/comments`, payload);
}

/** On success the case's timeline is read again, so the comment shows in its place. */
export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: (_comment, { caseId }) =>
      queryClient.invalidateQueries({ queryKey: caseKeys.timeline(caseId) }),
  });
}
