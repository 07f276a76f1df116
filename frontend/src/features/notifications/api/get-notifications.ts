import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { notificationKeys } from '@/data/query-keys';
import { LATEST_COUNT, UNREAD_POLL_MS } from '@/features/notifications/rules';
import { apiGet } from '@/lib/api-client';
import type { NoticePage } from '@/types/notifications';

export const NOTIFICATIONS_URL = '/api/notifications';

export type NoticeQuery = { page: number; limit: number };

/** GET /api/notifications: the signed-in user's notices, newest first, and how many of all of them are unread. */
export function getNotifications(query: NoticeQuery): Promise<NoticePage> {
  return apiGet<NoticePage>(NOTIFICATIONS_URL, query);
}

export const getNotificationsQueryOptions = (query: NoticeQuery) =>
  queryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: () => getNotifications(query),
    placeholderData: keepPreviousData,
  });

/** A page of the Notifications page. */
export function useNotifications(query: NoticeQuery) {
  return useQuery(getNotificationsQueryOptions(query));
}

const LATEST: NoticeQuery = { page: 1, limit: LATEST_COUNT };

/**
 * The bell's read: the latest notices and the unread count, asked again every minute and when the window regains
 * focus (the app's other reads do neither). Fresh for 30 s, so moving between pages does not ask each time.
 */
export const getLatestNotificationsQueryOptions = () =>
  queryOptions({
    ...getNotificationsQueryOptions(LATEST),
    staleTime: 30_000,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });

export function useLatestNotifications() {
  return useQuery(getLatestNotificationsQueryOptions());
}
