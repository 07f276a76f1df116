import { useMutation } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import type { Retention, RetentionPreview } from '@/features/privacy/rules';

/** POST /api/privacy/retention/preview with the form's settings (unsaved): exactly the cases the next run would
 * change under them, and a sentence saying so (or that retention is off). */
export function previewRetention(settings: Retention): Promise<RetentionPreview> {
  return apiPost<RetentionPreview>('/api/privacy/retention/preview', settings);
}

export function usePreviewRetention() {
  return useMutation({ mutationFn: previewRetention });
}
