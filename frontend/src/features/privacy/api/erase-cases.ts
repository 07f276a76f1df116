import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import type { ErasureResult } from '@/features/privacy/rules';

/** POST /api/privacy/erasure {caseIds, reason}: all or none (409 naming cases on legal hold). */
export function eraseCases(body: { caseIds: number[]; reason: string }): Promise<ErasureResult> {
  return apiPost<ErasureResult>('/api/privacy/erasure', body);
}

export function useEraseCases() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: eraseCases, onSuccess: () => queryClient.invalidateQueries() });
}
