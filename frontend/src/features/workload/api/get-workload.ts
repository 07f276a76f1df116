import { queryOptions, useQuery } from '@tanstack/react-query';

import { reportKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { Workload } from '@/types/workload';

/** GET /api/reports/workload: open cases per handler and unassigned, by status and by turnaround state. */
export function getWorkload(): Promise<Workload> {
  return apiGet<Workload>('/api/reports/workload');
}

export const getWorkloadQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: reportKeys.workload(), queryFn: getWorkload, enabled });

/** Not asked for a user the page turns away. */
export function useWorkload(enabled = true) {
  return useQuery(getWorkloadQueryOptions(enabled));
}
