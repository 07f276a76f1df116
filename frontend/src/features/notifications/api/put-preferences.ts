import { useMutation, useQueryClient } from '@tanstack/react-query';

import { notificationKeys } from '@/data/query-keys';
import { PREFERENCES_URL } from '@/features/notifications/api/get-preferences';
import { apiPut } from '@/lib/api-client';
import type { NoticePreferences } from '@/types/notifications';

/** PUT /api/notifications/preferences: every kind's choice at once; answers what is stored. */
export function putPreferences(body: NoticePreferences): Promise<NoticePreferences> {
  return apiPut<NoticePreferences>(PREFERENCES_URL, body);
}

export function usePutPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putPreferences,
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.preferences(), data),
  });
}
