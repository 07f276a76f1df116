/**
 * The one toast helper (SPEC §8 texts). SPEC §9 "one visible at a time": the Notifications container
 * in app/provider.tsx has limit 1, and a new toast replaces the visible one instead of queueing.
 */
import type { ReactNode } from 'react';
import { notifications } from '@mantine/notifications';

export type ToastOptions = {
  title: string;
  /** Text, or text with an action (e.g. a finished export job's Download button). */
  message?: ReactNode;
  variant?: 'default' | 'destructive';
  /** Milliseconds before closing (false keeps it open). Default 5 s. */
  autoClose?: number | false;
};

export const DEFAULT_TOAST_MS = 5000;

export function toast({
  title,
  message,
  variant = 'default',
  autoClose = DEFAULT_TOAST_MS,
}: ToastOptions): string {
  notifications.clean();
  return notifications.show({
    title,
    message: message ?? '',
    color: variant === 'destructive' ? 'red' : 'teal',
    autoClose,
    withBorder: true,
  });
}
