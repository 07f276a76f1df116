import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { NEXT_BHRUK_ID_KEY } from '@/features/upload/api/get-next-bhruk-id';
import { apiUpload } from '@/lib/api-client';
import type { Job } from '@/types/api';

export type UploadResult = { message: string; imported?: number; skipped?: number };

/**
 * POST /api/cases/upload-csv: multipart with the field csvFile (bearer token and credentials as usual). A large
 * file answers 202 with the background job that imports it (issue 13).
 */
export function uploadCsv(file: File): Promise<UploadResult | Job> {
  const form = new FormData();
  form.append('csvFile', file);
  return apiUpload<UploadResult | Job>('/api/cases/upload-csv', form);
}

/**
 * The case-data refresh of SPEC §7 (/api/cases, /api/cases/paginated, /api/stats). Features do not import
 * each other, so this is the upload feature's own copy of features/cases/api/invalidate; the next
 * identifiers have moved on too.
 */
export function invalidateAfterUpload(queryClient: QueryClient): Promise<void> {
  const keys = ['/api/cases', '/api/cases/paginated', '/api/stats', NEXT_BHRUK_ID_KEY];
  return Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: [key] }))).then(
    () => undefined,
  );
}

export function useUploadCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCsv,
    onSuccess: () => invalidateAfterUpload(queryClient),
  });
}
