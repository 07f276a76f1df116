/** The signed-in staff user's notices (GET /api/notifications) and their delivery choices: the generated schema's. */
import type { components } from '@/types/schema';

type Schemas = components['schemas'];

export type Notice = Schemas['Notification'];

export type NoticeKind = Schemas['NotificationKindEnum'];

/** GET /api/notifications: a page of notices and how many of all of them are unread. */
export type NoticePage = Schemas['NotificationPage'];

/** POST /api/notifications/read: some notices by id, or every one. */
export type MarkRead = Schemas['MarkRead'];

export type UnreadCount = Schemas['Unread'];

/** GET/PUT /api/notifications/preferences: per kind, in the app only or also in the daily e-mail. */
export type NoticePreferences = Required<Schemas['Preferences']>;

export type NoticeChannel = Schemas['NotificationChannelEnum'];
