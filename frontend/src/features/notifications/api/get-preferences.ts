import { queryOptions, useQuery } from '@tanstack/react-query';

import { notificationKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { NoticePreferences } from '@/types/notifications';

export const PREFERENCES_URL = '/api/notifications/preferences';

/** GET /api/notifications/preferences: per kind of notice, in the app only or also in the daily e-mail. */
export function getPreferences(): Promise<NoticePreferences> {
  return apiGet<NoticePreferences>(PREFERENCES_URL);
}

export const getPreferencesQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.preferences(), queryFn: getPreferences });

export function usePreferences() {
  return useQuery(getPreferencesQueryOptions());
}
