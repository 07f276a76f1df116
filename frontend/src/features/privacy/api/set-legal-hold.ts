import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPut } from '@/lib/api-client';
import { SUBJECTS_URL } from '@/features/privacy/api/get-subjects';
import type { SubjectCase } from '@/features/privacy/rules';

/** PUT /api/cases/{id}/legal-hold {hold, reason}. */
export function setLegalHold({ id, hold, reason }: { id: number; hold: boolean; reason: string }) {
  return apiPut<SubjectCase>(`/api/cases/${id}/legal-hold`, { hold, reason });
}

export function useSetLegalHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLegalHold,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SUBJECTS_URL] }),
  });
}
