import { useMutation } from '@tanstack/react-query';

import { apiDownload } from '@/lib/api-client';
import { isJob } from '@/lib/jobs';
import { saveFile } from '@/lib/save-file';
import { getStoredToken } from '@/lib/session';
import type { Job } from '@/types/api';
import {
  exportFileName,
  exportQuery,
  type ExportChoice,
  type ViewParams,
} from '@/features/cases/rules/export';

export const NO_TOKEN_MESSAGE = 'No authentication token available';

export type ExportRequest = { choice: Pick<ExportChoice, 'format' | 'scope'>; view?: ViewParams };

/**
 * GET /api/cases/export?format=&includeAll= (and, for the current view, the list's filters and sort) with the
 * bearer token; saves {active|all|filtered}_cases.{format}. Above the server's row threshold the answer is 202
 * with a background job instead: that job is returned, for the dashboard to follow.
 */
export async function exportCases({ choice, view = {} }: ExportRequest): Promise<string | Job> {
  if (!getStoredToken()) throw new Error(NO_TOKEN_MESSAGE);
  const { blob, status } = await apiDownload('/api/cases/export', exportQuery(choice, view));
  if (status === 202) {
    const job: unknown = JSON.parse(await blob.text());
    if (isJob(job)) return job;
  }
  const filename = exportFileName(choice);
  saveFile(blob, filename);
  return filename;
}

export function useExportCases() {
  return useMutation({ mutationFn: exportCases });
}
