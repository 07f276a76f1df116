import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { Paginated } from '@/types/api';
import type { ClientRequest } from '@/types/requests';

/** How many open requests the portal's panel shows (the smallest of the list's page sizes, which the server allows). */
export const OPEN_REQUESTS_LIMIT = 25;

/** GET /api/requests?status=open&limit=25: the client's open requests (the server keeps them to their company). */
export const getOpenRequests = () =>
  apiGet<Paginated<ClientRequest>>('/api/requests', { status: 'open', limit: OPEN_REQUESTS_LIMIT });

export const getOpenRequestsQueryOptions = () =>
  queryOptions({ queryKey: requestKeys.open(), queryFn: getOpenRequests, staleTime: 0 });

export const useOpenRequests = () => useQuery(getOpenRequestsQueryOptions());
