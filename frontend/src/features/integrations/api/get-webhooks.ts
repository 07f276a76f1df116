import { queryOptions, useQuery } from '@tanstack/react-query';

import { integrationKeys } from '@/data/query-keys';
import type { Webhook } from '@/features/integrations/api/types';
import { apiGet } from '@/lib/api-client';

export const WEBHOOKS_URL = '/api/webhooks';

/** GET /api/webhooks: every endpoint with its last delivery, without secrets. */
export async function getWebhooks(): Promise<Webhook[]> {
  const answer = await apiGet<{ data: Webhook[] }>(WEBHOOKS_URL);
  return answer.data;
}

export const getWebhooksQueryOptions = () =>
  queryOptions({ queryKey: integrationKeys.webhookList(), queryFn: getWebhooks });

export function useWebhooks(enabled = true) {
  return useQuery({ ...getWebhooksQueryOptions(), enabled });
}
