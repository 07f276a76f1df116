import { useMutation } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import type { Job } from '@/types/api';

/** POST /api/privacy/subject-access {caseIds} -> 202 with the job that writes the ZIP. */
export function startSubjectAccess(body: { caseIds: number[] }): Promise<Job> {
  return apiPost<Job>('/api/privacy/subject-access', body);
}

export function useStartSubjectAccess() {
  return useMutation({ mutationFn: startSubjectAccess });
}
