import { useMutation, useQueryClient } from '@tanstack/react-query';

import { integrationKeys } from '@/data/query-keys';
import { WEBHOOKS_URL } from '@/features/integrations/api/get-webhooks';
import { apiDelete } from '@/lib/api-client';

/** DELETE /api/webhooks/{id} -> 204. */
export function deleteWebhook(id: number): Promise<unknown> {
  return apiDelete(`${WEBHOOKS_URL}/${id}`);
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhookList() }),
  });
}
