import { queryOptions, useQuery } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { Stats } from '@/types/api';

/** `search` (guide: screens#search-box) counts only the cases the search box finds, as the list shows. */
export type PortalStatsParams = { status: string; search?: string };

/** GET /api/stats, scoped by the server to the client's company. */
export const getPortalStats = (params: PortalStatsParams) => apiGet<Stats>('/api/stats', params);

export const getPortalStatsQueryOptions = (params: PortalStatsParams) =>
  queryOptions({ queryKey: caseKeys.statsFor(params), queryFn: () => getPortalStats(params), staleTime: 0 });

export const usePortalStats = (params: PortalStatsParams) => useQuery(getPortalStatsQueryOptions(params));
