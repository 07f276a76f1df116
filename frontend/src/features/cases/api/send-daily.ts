import { useMutation } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';

/** POST /api/notifications/send-daily (no payload) -> 202 {message, queued, skipped}: one background job per recipient. */
export function sendDailyEmails(): Promise<{ message: string }> {
  return apiPost<{ message: string }>('/api/notifications/send-daily');
}

export function useSendDailyEmails() {
  return useMutation({ mutationFn: sendDailyEmails });
}
