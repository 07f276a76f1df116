import { useMutation, useQueryClient } from '@tanstack/react-query';

import { integrationKeys } from '@/data/query-keys';
import { WEBHOOKS_URL } from '@/features/integrations/api/get-webhooks';
import type { WebhookInput, WebhookWithSecret } from '@/features/integrations/api/types';
import { apiPost } from '@/lib/api-client';

/** POST /api/webhooks -> 201 with the signing secret. */
export function createWebhook(body: WebhookInput): Promise<WebhookWithSecret> {
  return apiPost<WebhookWithSecret>(WEBHOOKS_URL, body);
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks() }),
  });
}
