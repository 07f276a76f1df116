import { useMutation, useQueryClient } from '@tanstack/react-query';

import { integrationKeys } from '@/data/query-keys';
import { WEBHOOKS_URL } from '@/features/integrations/api/get-webhooks';
import type { WebhookUpdate, WebhookWithSecret } from '@/features/integrations/api/types';
import { apiPut } from '@/lib/api-client';

export type UpdateWebhookInput = { id: number; body: WebhookUpdate };

/** PUT /api/webhooks/{id}: the fields given change; `active: true` re-enables a disabled endpoint. */
export function updateWebhook({ id, body }: UpdateWebhookInput): Promise<WebhookWithSecret> {
  return apiPut<WebhookWithSecret>(`${WEBHOOKS_URL}/${id}`, body);
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks() }),
  });
}
