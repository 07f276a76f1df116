import { useMutation, useQueryClient } from '@tanstack/react-query';

import { invalidateAfterDocumentChange } from '@/features/cases/api/upload-document';
import { apiDelete } from '@/lib/api-client';

/** DELETE /api/documents/{id}: 204; 409 {message} on a case under legal hold. */
export function deleteDocument({ id }: { id: number; caseId: number }): Promise<void> {
  return apiDelete<void>(`/api/documents/${id}`);
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_answer, { caseId }) => invalidateAfterDocumentChange(queryClient, caseId),
  });
}
