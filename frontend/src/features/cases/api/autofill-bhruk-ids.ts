import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import { invalidateCaseData } from '@/data/case-data';

/** POST /api/cases/bulk-autofill-bhruk-ids (no body) -> {message}. */
export function autofillBhrukIds(): Promise<{ message: string }> {
  return apiPost<{ message: string }>('/api/cases/bulk-autofill-bhruk-ids');
}

export function useAutofillBhrukIds() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: autofillBhrukIds, onSuccess: () => invalidateCaseData(queryClient) });
}
