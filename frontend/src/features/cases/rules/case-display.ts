/** How a case reads in the table and the details dialog (guide: api#fields, workflow labels). */
import { MI_TAGS } from '@/components/overview/case-labels';
import type { Case } from '@/types/api';

/** The sub-label a Sent case with an MI type shows under its status (guide: screens). */
export function miSubLabel(c: Pick<Case, 'currentStatus' | 'miType'>): string | null {
  return c.currentStatus === 'sent' && c.miType ? MI_TAGS[c.miType] : null;
}

export const NOT_KNOWN = 'Not Known';

/** A missing KAM ID: blank or "Not Known" (the table marks it and asks for the client reference). */
export function isKamUnknown(kamId: string | null | undefined): boolean {
  const value = (kamId ?? '').trim();
  return value === '' || value.toLowerCase() === NOT_KNOWN.toLowerCase();
}

export const NOT_KNOWN_TOOLTIP = 'KAM ID not known. Please provide the client reference.';

/** guide: workflow#locking, labels#errors: the client-side lock check and its message. */
export const LOCK_BLOCKED_MESSAGE =
  "Cases can only be locked when Status is 'Sent', Invoiced is 'Yes', and MI information is completed.";

export function isLockable(c: Pick<Case, 'currentStatus' | 'invoiced' | 'miType' | 'miAmount'>): boolean {
  return (
    c.currentStatus === 'sent' &&
    c.invoiced &&
    Boolean(c.miType) &&
    c.miAmount !== null &&
    c.miAmount !== undefined
  );
}

/** Up to `limit` entries and how many more there are. */
export function firstEntries<T>(
  items: readonly T[],
  total: number,
  limit: number,
): { shown: T[]; more: number } {
  const shown = items.slice(0, limit);
  return { shown, more: Math.max(0, Math.max(total, items.length) - shown.length) };
}
