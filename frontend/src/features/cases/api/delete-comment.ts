import { useMutation, useQueryClient } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';
import { apiDelete } from '@/lib/api-client';

/** DELETE /api/comments/{id}: 204; 403 once the author's 15 minutes are over. */
export function deleteComment({ id }: { id: number; caseId: number }): Promise<void> {
  return apiDelete<void>(`/api/comments/${id}`);
}

/** On success the case's timeline is read again (the mutation settles once it is, so the comment is gone). */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_answer, { caseId }) =>
      queryClient.invalidateQueries({ queryKey: caseKeys.timeline(caseId) }),
  });
}
