import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPut } from '@/lib/api-client';
import { RETENTION_URL } from '@/features/privacy/api/get-retention';
import type { Retention } from '@/features/privacy/rules';

export function putRetention(body: Retention): Promise<Retention> {
  return apiPut<Retention>(RETENTION_URL, body);
}

export function usePutRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putRetention,
    onSuccess: (data) => queryClient.setQueryData([RETENTION_URL], data),
  });
}
