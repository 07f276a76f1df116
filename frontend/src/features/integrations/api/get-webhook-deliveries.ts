import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { integrationKeys } from '@/data/query-keys';
import { WEBHOOKS_URL } from '@/features/integrations/api/get-webhooks';
import type { WebhookDeliveriesPage } from '@/features/integrations/api/types';
import { apiGet } from '@/lib/api-client';

export const DELIVERIES_PAGE_SIZE = 20;
/** A delivery still waiting or retrying changes without the user doing anything: the list looks again this often. */
export const DELIVERIES_POLL_MS = 5000;

/** GET /api/webhooks/{id}/deliveries?page=&limit=: newest first, each with its attempts. */
export function getWebhookDeliveries(
  id: number,
  page: number,
  limit: number,
): Promise<WebhookDeliveriesPage> {
  return apiGet<WebhookDeliveriesPage>(`${WEBHOOKS_URL}/${id}/deliveries`, { page, limit });
}

export const getWebhookDeliveriesQueryOptions = (id: number, page: number, limit = DELIVERIES_PAGE_SIZE) =>
  queryOptions({
    queryKey: integrationKeys.deliveryPage(id, page, limit),
    queryFn: () => getWebhookDeliveries(id, page, limit),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((d) => d.status === 'pending' || d.status === 'retrying')
        ? DELIVERIES_POLL_MS
        : false,
  });

export function useWebhookDeliveries(id: number | null, page: number) {
  return useQuery({ ...getWebhookDeliveriesQueryOptions(id ?? 0, page), enabled: id !== null });
}
