import { useMutation, useQueryClient } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';
import type { CommentPayload } from '@/features/cases/api/create-comment';
import type { CaseComment } from '@/features/cases/api/get-case-timeline';
import { apiPut } from '@/lib/api-client';

/** PUT /api/comments/{id}: 200 with the comment; 403 once the author's 15 minutes are over; 400 names the field. */
export function updateComment({
  id,
  payload,
}: {
  id: number;
  payload: CommentPayload;
}): Promise<CaseComment> {
  return apiPut<CaseComment>(`/api/comments/${id}`, payload);
}

/** On success the timeline of the comment's case is read again. */
export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: (comment) => queryClient.invalidateQueries({ queryKey: caseKeys.timeline(comment.caseId) }),
  });
}
