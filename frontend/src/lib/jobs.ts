/**
 * Background jobs: GET /api/jobs/{id}, followed while the job runs, and its file's download.
 * Guide (screens#timings-and-limits) "no polling" is about the case lists; a running job has nothing to push its
 * progress, so its one small row is read every JOB_POLL_MS until it has finished, and never again after.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';

import { jobKeys } from '@/data/query-keys';
import { apiDownload, apiGet } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import type { Job } from '@/types/api';

export const JOB_POLL_MS = 1000;

export function getJob(id: string): Promise<Job> {
  return apiGet<Job>(`/api/jobs/${encodeURIComponent(id)}`);
}

export function isJobFinished(job: Pick<Job, 'status'>): boolean {
  return job.status === 'succeeded' || job.status === 'failed';
}

const JOB_KINDS: readonly Job['kind'][] = [
  'export',
  'import',
  'subject_access',
  'erasure',
  'import_preview',
  'import_errors',
];

/** A 202 body: the job the server started instead of answering at once. */
export function isJob(value: unknown): value is Job {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    'status' in value &&
    'kind' in value &&
    (JOB_KINDS as readonly string[]).includes(String(value.kind))
  );
}

export function jobQueryOptions(initial: Job) {
  return queryOptions({
    queryKey: jobKeys.detail(initial.id),
    queryFn: () => getJob(initial.id),
    initialData: initial,
    // initialData counts as fresh for this long, so the first read waits one interval too.
    initialDataUpdatedAt: () => Date.now(),
    staleTime: JOB_POLL_MS,
    refetchInterval: (query) => (query.state.data && isJobFinished(query.state.data) ? false : JOB_POLL_MS),
  });
}

/** The job, read again every JOB_POLL_MS until it has succeeded or failed. */
export function useJob(initial: Job) {
  return useQuery(jobQueryOptions(initial));
}

/** Downloads a finished export's file (with the bearer token) and saves it under the job's file name. */
export async function downloadJobFile(job: Pick<Job, 'downloadUrl' | 'fileName'>): Promise<string> {
  if (!job.downloadUrl) throw new Error('This job has no file to download.');
  const { blob } = await apiDownload(job.downloadUrl);
  saveFile(blob, job.fileName);
  return job.fileName;
}

/** What the progress card says under its bar. */
export function jobStatusText(job: Pick<Job, 'status' | 'message' | 'progress'>): string {
  switch (job.status) {
    case 'queued':
      return job.message || 'Waiting for a worker.';
    case 'running':
      return `${job.progress}% done`;
    default:
      return job.message;
  }
}
