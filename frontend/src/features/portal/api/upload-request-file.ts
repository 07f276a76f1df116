import { useMutation, useQueryClient } from '@tanstack/react-query';

import { caseKeys, requestKeys } from '@/data/query-keys';
import { apiUpload } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { CaseDocument } from '@/types/documents';

export type RequestUpload = { requestId: number; file: File };

/**
 * POST /api/requests/{id}/upload, multipart `file`: 201 with the document. 400 {message, errors: {file: [...]}} for a
 * file refused; 409 {message} when the request is no longer open; 503 {message} when files cannot be taken now.
 */
export function uploadRequestFile({ requestId, file }: RequestUpload): Promise<CaseDocument> {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<CaseDocument>(`/api/requests/${requestId}/upload`, form);
}

export const REQUEST_FILE_SENT = 'Thank you: your file was sent.';

/** A file sent: the client is thanked, then the requests (open and per case) and the cases (lists, details,
 * documents) are read again. */
export function useUploadRequestFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRequestFile,
    // Thanked here, not in the caller's mutate(): the answered request leaves the open list when the requests are
    // read again, which unmounts the caller's button, and react-query drops a caller's callbacks once it unmounts.
    onSuccess: () => toast({ title: REQUEST_FILE_SENT }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.all }),
        queryClient.invalidateQueries({ queryKey: caseKeys.all }),
      ]),
  });
}
