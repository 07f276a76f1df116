import { useMutation, useQueryClient } from '@tanstack/react-query';

import { caseKeys, settingsKeys } from '@/data/query-keys';
import { TURNAROUND_SETTINGS_URL } from '@/features/settings/api/get-turnaround-settings';
import { apiPut } from '@/lib/api-client';
import type { TurnaroundSettings } from '@/types/turnaround';

/** PUT /api/settings/turnaround: every target at once; 400 {message, errors} names what is wrong. */
export function putTurnaroundSettings(body: TurnaroundSettings): Promise<TurnaroundSettings> {
  return apiPut<TurnaroundSettings>(TURNAROUND_SETTINGS_URL, body);
}

export function usePutTurnaroundSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putTurnaroundSettings,
    onSuccess: (data) => {
      queryClient.setQueryData(settingsKeys.turnaround(), data);
      // New targets move the cases' due dates.
      void queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
}
