import { useMutation } from '@tanstack/react-query';

import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import type { CaseDocument } from '@/types/documents';

/**
 * GET /api/documents/{id}/download with the bearer token (apiDownload, as the exports), saved under the name the
 * server gives (Content-Disposition), else the document's own.
 */
export async function downloadDocument(document: Pick<CaseDocument, 'id' | 'name'>): Promise<void> {
  const { blob, filename } = await apiDownload(`/api/documents/${document.id}/download`);
  saveFile(blob, filename ?? document.name);
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
