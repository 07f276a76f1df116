import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { MiCounts } from '@/components/overview/mi-summary-rules';
import { caseKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { PortalFilterParams } from '@/features/portal/rules';

/** GET /api/cases/mi-summary for a client: of their (up to 1,000) Sent cases, how many are deficit and surplus. */
export const getPortalMiSummary = (params: PortalFilterParams) =>
  apiGet<MiCounts>('/api/cases/mi-summary', params);

export const getPortalMiSummaryQueryOptions = (params: PortalFilterParams) =>
  queryOptions({
    queryKey: caseKeys.miSummary({ portal: true, ...params }),
    queryFn: () => getPortalMiSummary(params),
    placeholderData: keepPreviousData,
  });

export const usePortalMiSummary = (params: PortalFilterParams) =>
  useQuery(getPortalMiSummaryQueryOptions(params)).data ?? null;
