import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { invalidateCaseData } from '@/data/case-data';
import { nextBhrukIdKeys } from '@/data/query-keys';
import { apiUpload } from '@/lib/api-client';
import type { Job } from '@/types/api';

export type UploadResult = { message: string; imported?: number; skipped?: number };

/**
 * POST /api/cases/upload-csv: multipart with the field csvFile (bearer token and credentials as usual). A large
 * file answers 202 with the background job that imports it (guide: workflow#imports).
 */
export function uploadCsv(file: File): Promise<UploadResult | Job> {
  const form = new FormData();
  form.append('csvFile', file);
  return apiUpload<UploadResult | Job>('/api/cases/upload-csv', form);
}

/** The case-data refresh of guide: api#endpoints (/api/cases, /api/cases/paginated, /api/stats); the next identifiers
 * moved on. */
export function invalidateAfterUpload(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    invalidateCaseData(queryClient),
    queryClient.invalidateQueries({ queryKey: nextBhrukIdKeys.all }),
  ]).then(() => undefined);
}

export function useUploadCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCsv,
    onSuccess: () => invalidateAfterUpload(queryClient),
  });
}
