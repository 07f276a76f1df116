import { useMutation } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import type { TargetBody } from '@/features/privacy/rules';
import type { Job } from '@/types/api';

/** POST /api/privacy/subject-access {caseIds | query + expectedCount} -> 202 with the job that writes the ZIP. */
export function startSubjectAccess(body: TargetBody): Promise<Job> {
  return apiPost<Job>('/api/privacy/subject-access', body);
}

export function useStartSubjectAccess() {
  return useMutation({ mutationFn: startSubjectAccess });
}
