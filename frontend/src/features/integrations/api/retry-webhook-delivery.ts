import { useMutation, useQueryClient } from '@tanstack/react-query';

import { integrationKeys } from '@/data/query-keys';
import { WEBHOOKS_URL } from '@/features/integrations/api/get-webhooks';
import { apiPost } from '@/lib/api-client';

export type RetryDeliveryInput = { webhookId: number; deliveryId: number };

/** POST /api/webhooks/{id}/deliveries/{deliveryId}/retry -> 202: the worker sends it again soon. */
export function retryWebhookDelivery({ webhookId, deliveryId }: RetryDeliveryInput): Promise<unknown> {
  return apiPost(`${WEBHOOKS_URL}/${webhookId}/deliveries/${deliveryId}/retry`);
}

export function useRetryWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryWebhookDelivery,
    onSuccess: (_answer, { webhookId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: integrationKeys.deliveries(webhookId) }),
        queryClient.invalidateQueries({ queryKey: integrationKeys.webhookList() }),
      ]),
  });
}
