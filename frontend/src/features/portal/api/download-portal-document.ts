import { useMutation } from '@tanstack/react-query';

import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import type { CaseDocument } from '@/types/documents';

/** GET /api/documents/{id}/download with the bearer token, saved under the server's name, else the document's. */
export async function downloadPortalDocument(document: Pick<CaseDocument, 'id' | 'name'>): Promise<void> {
  const { blob, filename } = await apiDownload(`/api/documents/${document.id}/download`);
  saveFile(blob, filename ?? document.name);
}

export const useDownloadPortalDocument = () => useMutation({ mutationFn: downloadPortalDocument });
