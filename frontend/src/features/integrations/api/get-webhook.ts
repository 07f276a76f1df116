import { queryOptions, useQuery } from '@tanstack/react-query';

import { integrationKeys } from '@/data/query-keys';
import { WEBHOOKS_URL } from '@/features/integrations/api/get-webhooks';
import type { WebhookWithSecret } from '@/features/integrations/api/types';
import { apiGet } from '@/lib/api-client';

/** GET /api/webhooks/{id}: one endpoint with its signing secret (the "Show secret" action). */
export function getWebhook(id: number): Promise<WebhookWithSecret> {
  return apiGet<WebhookWithSecret>(`${WEBHOOKS_URL}/${id}`);
}

export const getWebhookQueryOptions = (id: number) =>
  // The secret is read when asked for and not kept: each "Show secret" asks the server again.
  queryOptions({ queryKey: integrationKeys.webhook(id), queryFn: () => getWebhook(id), gcTime: 0 });

export function useWebhook(id: number | null) {
  return useQuery({ ...getWebhookQueryOptions(id ?? 0), enabled: id !== null });
}
