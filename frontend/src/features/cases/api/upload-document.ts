import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { invalidateCaseData } from '@/data/case-data';
import { caseKeys } from '@/data/query-keys';
import { apiUpload } from '@/lib/api-client';
import type { CaseDocument, DocumentKind } from '@/types/documents';

export type DocumentUpload = { caseId: number; file: File; kind: DocumentKind; visibleToClient: boolean };

/**
 * POST /api/cases/{id}/documents, multipart (file, kind, visibleToClient "true"/"false"): 201 with the document.
 * 400 {message, errors: {file: [...]}} for a file refused (type, size, password, virus); 503 when the virus check
 * is down; 403 / 409 {message}.
 */
export function uploadDocument({
  caseId,
  file,
  kind,
  visibleToClient,
}: DocumentUpload): Promise<CaseDocument> {
  const form = new FormData();
  form.append('file', file);
  form.append('kind', kind);
  form.append('visibleToClient', visibleToClient ? 'true' : 'false');
  return apiUpload<CaseDocument>(`/api/cases/${caseId}/documents`, form);
}

/**
 * A document added or removed: the case's documents, the case itself and the lists (their documentsCount) and its
 * timeline (the upload or deletion is an audited event) are read again.
 */
export function invalidateAfterDocumentChange(queryClient: QueryClient, caseId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: caseKeys.documents(caseId) }),
    invalidateCaseData(queryClient),
    queryClient.invalidateQueries({ queryKey: caseKeys.timeline(caseId) }),
  ]).then(() => undefined);
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: (_document, { caseId }) => invalidateAfterDocumentChange(queryClient, caseId),
  });
}
