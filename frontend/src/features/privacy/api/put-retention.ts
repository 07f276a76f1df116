import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPut } from '@/lib/api-client';
import { RETENTION_URL } from '@/features/privacy/api/get-retention';
import type { Retention } from '@/features/privacy/rules';

/** PUT /api/privacy/retention; a save that leaves retention on with other settings carries confirmCount, the
 * number of cases its first run anonymises (409 stating the number otherwise). */
export function putRetention(body: Retention & { confirmCount?: number }): Promise<Retention> {
  return apiPut<Retention>(RETENTION_URL, body);
}

export function usePutRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putRetention,
    onSuccess: (data) => queryClient.setQueryData([RETENTION_URL], data),
  });
}
