import { useMutation } from '@tanstack/react-query';

import { apiUploadDownload } from '@/lib/api-client';
import { isJob } from '@/lib/jobs';
import { saveFile } from '@/lib/save-file';
import type { Job } from '@/types/api';
import { errorReportName } from '@/features/upload/rules';

/**
 * POST /api/cases/upload-csv/errors with the same file: its rows with problems, every column plus Errors.
 * Saves the report and resolves to its file name. A large file answers 202 with the background job that writes
 * the report instead (as its import does): that job is returned, for the dialog to follow and then download.
 */
export async function downloadErrorReport(file: File): Promise<string | Job> {
  const form = new FormData();
  form.append('csvFile', file);
  const { blob, filename, status } = await apiUploadDownload('/api/cases/upload-csv/errors', form);
  if (status === 202) {
    const job: unknown = JSON.parse(await blob.text());
    if (isJob(job)) return job;
  }
  const name = filename ?? errorReportName(file.name);
  saveFile(blob, name);
  return name;
}

export function useDownloadErrorReport() {
  return useMutation({ mutationFn: downloadErrorReport });
}
