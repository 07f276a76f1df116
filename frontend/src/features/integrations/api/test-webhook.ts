import { useMutation, useQueryClient } from '@tanstack/react-query';

import { integrationKeys } from '@/data/query-keys';
import { WEBHOOKS_URL } from '@/features/integrations/api/get-webhooks';
import { apiPost } from '@/lib/api-client';

/** POST /api/webhooks/{id}/test -> 202 {deliveryId}: the worker sends a test event soon after. */
export function testWebhook(id: number): Promise<{ deliveryId: number }> {
  return apiPost<{ deliveryId: number }>(`${WEBHOOKS_URL}/${id}/test`);
}

export function useTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testWebhook,
    onSuccess: (_answer, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: integrationKeys.deliveries(id) }),
        queryClient.invalidateQueries({ queryKey: integrationKeys.webhookList() }),
      ]),
  });
}
