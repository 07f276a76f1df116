/**
 * The one toast helper (guide: labels#errors texts). guide: screens#timings-and-limits "one visible at a time": the
 * Notifications container in app/provider.tsx has limit 1, and a new toast replaces the visible one instead of
 * queueing.
 */
import type { ReactNode } from 'react';
import { notifications } from '@mantine/notifications';

export type ToastOptions = {
  title: string;
  /** Text, or text with an action (e.g. a finished export job's Download button). */
  message?: ReactNode;
  variant?: 'default' | 'destructive';
  /** Milliseconds before closing (false keeps it open). Default: long enough to read the text (toastDuration). */
  autoClose?: number | false;
  /** A toast shown with the same id replaces it; `toastHide(id)` takes it away. */
  id?: string;
};

export const DEFAULT_TOAST_MS = 5000;
/** About 200 words a minute, read aloud or by eye: some 60 ms a character. */
const READING_MS_PER_CHAR = 60;
const MAX_TOAST_MS = 20_000;

/**
 * How long a toast stays: 5 s for a short one, longer for long text (a long message was gone before
 * it could be read), at most 20 s. A message that is not plain text (it carries a button) counts its title only.
 */
export function toastDuration(title: string, message?: ReactNode): number {
  const text = typeof message === 'string' ? `${title} ${message}` : title;
  return Math.min(MAX_TOAST_MS, Math.max(DEFAULT_TOAST_MS, 2000 + text.length * READING_MS_PER_CHAR));
}

export function toast({ title, message, variant = 'default', autoClose, id }: ToastOptions): string {
  notifications.clean();
  return notifications.show({
    id,
    title,
    message: message ?? '',
    color: variant === 'destructive' ? 'red' : 'teal',
    autoClose: autoClose ?? toastDuration(title, message),
    withBorder: true,
  });
}

/** Takes a toast away, e.g. an Invalid File toast once a valid file is chosen. */
export function toastHide(id: string): void {
  notifications.hide(id);
}
