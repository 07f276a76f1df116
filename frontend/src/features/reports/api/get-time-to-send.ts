import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { reportKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { TimeToSendReport } from '@/features/reports/rules';

export const TIME_TO_SEND_URL = '/api/reports/time-to-send';

export function getTimeToSend(params: Record<string, string>): Promise<TimeToSendReport> {
  return apiGet<TimeToSendReport>(TIME_TO_SEND_URL, params);
}

export const getTimeToSendQueryOptions = (params: Record<string, string>) =>
  queryOptions({
    queryKey: reportKeys.timeToSend(params),
    queryFn: () => getTimeToSend(params),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useTimeToSend(params: Record<string, string>) {
  return useQuery(getTimeToSendQueryOptions(params));
}
