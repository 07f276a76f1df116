import { useMutation } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import type { RetentionPreview } from '@/features/privacy/rules';

/** POST /api/privacy/retention/preview: exactly the cases the next run changes. */
export function previewRetention(): Promise<RetentionPreview> {
  return apiPost<RetentionPreview>('/api/privacy/retention/preview');
}

export function usePreviewRetention() {
  return useMutation({ mutationFn: previewRetention });
}
