/** guide: labels#bulk-results batch results: which toast a {message, count} answer gives. */
import type { ToastOptions } from '@/lib/toast';
import type { BatchResult } from '@/types/api';

export type BatchCountKey = 'updated' | 'deleted' | 'cancelled' | 'restored';

export function batchResultToast(result: BatchResult, key: BatchCountKey): ToastOptions {
  const count = result[key] ?? 0;
  const message = result.message ?? '';
  if (message.includes('Failed:') || message.includes('Errors:')) {
    return { title: count > 0 ? 'Partial Success' : 'Validation Errors', message, variant: 'destructive' };
  }
  if (count === 0) return { title: 'No Changes', message, variant: 'destructive' };
  return { title: 'Success', message, variant: 'default' };
}

/** guide: labels#bulk-results fallbacks when a batch request itself fails. */
export const BATCH_FALLBACKS: Record<BatchCountKey, string> = {
  updated: 'Failed to update cases',
  deleted: 'Failed to delete cases',
  cancelled: 'Failed to cancel cases',
  restored: 'Failed to restore cases',
};
