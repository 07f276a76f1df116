import { queryOptions, useQuery } from '@tanstack/react-query';

import { dailyEmailKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';

export type DailyEmailPreview = { recipients: number; skipped: number };

const URL = '/api/notifications/send-daily';

/** GET /api/notifications/send-daily: how many e-mails a send now would queue (nothing is sent). */
export function getDailyEmailRecipients(): Promise<DailyEmailPreview> {
  return apiGet<DailyEmailPreview>(URL);
}

/** Read afresh each time the confirm opens: the count changes as the day's e-mails go out. */
export const getDailyEmailRecipientsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: dailyEmailKeys.preview(),
    queryFn: getDailyEmailRecipients,
    staleTime: 0,
    gcTime: 0,
    enabled,
  });

export function useDailyEmailRecipients(enabled: boolean) {
  return useQuery(getDailyEmailRecipientsQueryOptions(enabled));
}
