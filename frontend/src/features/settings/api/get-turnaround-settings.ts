import { queryOptions, useQuery } from '@tanstack/react-query';

import { settingsKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { TurnaroundSettings } from '@/types/turnaround';

export const TURNAROUND_SETTINGS_URL = '/api/settings/turnaround';

/** GET /api/settings/turnaround: the default target and the per-company targets, in working days. */
export function getTurnaroundSettings(): Promise<TurnaroundSettings> {
  return apiGet<TurnaroundSettings>(TURNAROUND_SETTINGS_URL);
}

export const getTurnaroundSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.turnaround(), queryFn: getTurnaroundSettings });

export function useTurnaroundSettings() {
  return useQuery(getTurnaroundSettingsQueryOptions());
}
