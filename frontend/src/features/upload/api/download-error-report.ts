import { useMutation } from '@tanstack/react-query';

import { apiUploadDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { errorReportName } from '@/features/upload/rules';

/**
 * POST /api/cases/upload-csv/errors with the same file: its rows with problems, every column plus Errors.
 * Saves the report and resolves to its file name.
 */
export async function downloadErrorReport(file: File): Promise<string> {
  const form = new FormData();
  form.append('csvFile', file);
  const { blob, filename } = await apiUploadDownload('/api/cases/upload-csv/errors', form);
  const name = filename ?? errorReportName(file.name);
  saveFile(blob, name);
  return name;
}

export function useDownloadErrorReport() {
  return useMutation({ mutationFn: downloadErrorReport });
}
