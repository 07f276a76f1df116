import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import type { ErasureResult } from '@/features/privacy/rules';
import type { Job } from '@/types/api';

/** POST /api/privacy/erasure {caseIds, reason}: all or none (409 naming cases on legal hold); a large one
 * answers 202 with a job. */
export function eraseCases(body: { caseIds: number[]; reason: string }): Promise<ErasureResult | Job> {
  return apiPost<ErasureResult | Job>('/api/privacy/erasure', body);
}

export function useEraseCases() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: eraseCases, onSuccess: () => queryClient.invalidateQueries() });
}
