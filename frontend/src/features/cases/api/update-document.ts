import { useMutation, useQueryClient } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';
import { apiPut } from '@/lib/api-client';
import type { CaseDocument } from '@/types/documents';

/** PUT /api/documents/{id} {visibleToClient}: 200 with the document. */
export function updateDocument({
  id,
  visibleToClient,
}: {
  id: number;
  caseId: number;
  visibleToClient: boolean;
}): Promise<CaseDocument> {
  return apiPut<CaseDocument>(`/api/documents/${id}`, { visibleToClient });
}

/** The answer replaces the document in the case's list at once; the timeline (an audited change) is read again. */
export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocument,
    onSuccess: (saved, { id, caseId }) => {
      queryClient.setQueryData<CaseDocument[]>(caseKeys.documents(caseId), (list) =>
        list?.map((d) => (d.id === id ? saved : d)),
      );
      return queryClient.invalidateQueries({ queryKey: caseKeys.timeline(caseId) });
    },
  });
}
