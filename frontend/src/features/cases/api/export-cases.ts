import { useMutation } from '@tanstack/react-query';

import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { getStoredToken } from '@/lib/session';
import { exportFileName, type ExportChoice } from '@/features/cases/rules/export';

export const NO_TOKEN_MESSAGE = 'No authentication token available';

/** GET /api/cases/export?format=&includeAll= with the bearer token; saves {scope}_cases.{format}. */
export async function exportCases(choice: Pick<ExportChoice, 'format' | 'includeAll'>): Promise<string> {
  if (!getStoredToken()) throw new Error(NO_TOKEN_MESSAGE);
  const { blob } = await apiDownload('/api/cases/export', {
    format: choice.format,
    includeAll: String(choice.includeAll),
  });
  const filename = exportFileName(choice);
  saveFile(blob, filename);
  return filename;
}

export function useExportCases() {
  return useMutation({ mutationFn: exportCases });
}
