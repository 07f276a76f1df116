import { useMutation, useQueryClient } from '@tanstack/react-query';

import { notificationKeys } from '@/data/query-keys';
import { apiPost } from '@/lib/api-client';
import type { MarkRead, UnreadCount } from '@/types/notifications';

/** POST /api/notifications/read: {ids} marks those notices read, {all: true} every one; answers the unread count. */
export function markRead(body: MarkRead): Promise<UnreadCount> {
  return apiPost<UnreadCount>('/api/notifications/read', body);
}

/** Refreshes the bell and the Notifications page (both under notificationKeys.lists()). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}
