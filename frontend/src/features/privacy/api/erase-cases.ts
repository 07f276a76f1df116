import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import type { ErasureResult, TargetBody } from '@/features/privacy/rules';
import type { Job } from '@/types/api';

/** POST /api/privacy/erasure {caseIds | query + expectedCount, reason}: all or none (409 naming cases on legal
 * hold, or when the search now finds another number); more than 500 cases answer 202 with a job. */
export function eraseCases(body: TargetBody & { reason: string }): Promise<ErasureResult | Job> {
  return apiPost<ErasureResult | Job>('/api/privacy/erasure', body);
}

export function useEraseCases() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: eraseCases, onSuccess: () => queryClient.invalidateQueries() });
}
