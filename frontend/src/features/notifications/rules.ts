/** The notices' pure rules: what the bell says, how a notice's time reads, the preference choices. */
import { formatDateTime, parseDate } from '@/lib/format';
import type { NoticeChannel, NoticeKind, NoticePreferences } from '@/types/notifications';

/** The bell lists this many of the latest notices; the Notifications page has them all. */
export const LATEST_COUNT = 10;

/** The bell asks again this often while a page is open (and when the window regains focus). */
export const UNREAD_POLL_MS = 60_000;

export const KIND_LABELS: Record<NoticeKind, string> = {
  assigned: 'Case assigned to you',
  mentioned: 'Mentioned in a comment',
  due_soon: 'Due soon',
  overdue: 'Overdue',
  request_answered: 'Request answered',
  webhook_disabled: 'Webhook endpoint disabled',
};

/** The preference form's order (a disabled webhook endpoint is e-mailed at once: not a choice). */
export const NOTICE_KINDS = (Object.keys(KIND_LABELS) as NoticeKind[]).filter(
  (kind): kind is keyof NoticePreferences => kind !== 'webhook_disabled',
);

export const CHANNEL_LABELS: Record<NoticeChannel, string> = {
  in_app: 'In the app',
  in_app_and_email: 'In the app and the daily e-mail',
};

export const CHANNELS = Object.keys(CHANNEL_LABELS) as NoticeChannel[];

export const DEFAULT_PREFERENCES: NoticePreferences = {
  assigned: 'in_app',
  mentioned: 'in_app',
  due_soon: 'in_app',
  overdue: 'in_app',
  request_answered: 'in_app',
};

/** The bell's accessible name: "Notifications, 3 unread" (no count while it is not known yet). */
export function bellLabel(unread: number | undefined): string {
  if (unread === undefined) return 'Notifications';
  return unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`;
}

/** The badge on the bell: nothing at 0, "99+" past 99. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}

/** What the polite live region says when the count changes. */
export function unreadSentence(unread: number): string {
  if (unread === 0) return 'No unread notifications.';
  return unread === 1 ? '1 unread notification.' : `${unread} unread notifications.`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** "Just now", "5 minutes ago", "3 hours ago" within a day; after that the London date and time (dd/mm/yyyy, hh:mm). */
export function noticeTime(createdAt: string, now: Date): string {
  const moment = parseDate(createdAt);
  if (!moment) return createdAt;
  const age = now.getTime() - moment.getTime();
  if (age < MINUTE) return 'Just now';
  if (age < HOUR) {
    const minutes = Math.floor(age / MINUTE);
    return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  }
  if (age < 24 * HOUR) {
    const hours = Math.floor(age / HOUR);
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  }
  return formatDateTime(createdAt);
}
