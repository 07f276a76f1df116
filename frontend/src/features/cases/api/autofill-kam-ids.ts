import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import { invalidateCaseData } from '@/data/case-data';

/** POST /api/cases/bulk-autofill-kam-ids (no body) -> {message}. */
export function autofillKamIds(): Promise<{ message: string }> {
  return apiPost<{ message: string }>('/api/cases/bulk-autofill-kam-ids');
}

export function useAutofillKamIds() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: autofillKamIds, onSuccess: () => invalidateCaseData(queryClient) });
}
