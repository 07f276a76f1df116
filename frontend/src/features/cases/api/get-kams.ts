import { queryOptions, useQuery } from '@tanstack/react-query';

import { kamKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';

/** A KAM record (guide: api#fields). */
export type Kam = { id: number; kamId: string };

/** At most this many KAMs are offered as quick-select buttons (guide: screens#timings-and-limits). */
export const QUICK_SELECT_KAMS = 3;

export function getKams(): Promise<Kam[]> {
  return apiGet<Kam[]>('/api/kams');
}

export const getKamsQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: kamKeys.list(), queryFn: getKams, enabled });

export function useKams(enabled = true) {
  return useQuery(getKamsQueryOptions(enabled));
}
