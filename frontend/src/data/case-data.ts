import type { QueryClient } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';

/**
 * guide: api#endpoints, screens#timings-and-limits: every case change refreshes GET /api/cases, /api/cases/paginated
 * (the case lists), the cases read one by one and GET /api/stats. History and merged cases are left alone, as they
 * always were.
 */
export const CASE_DATA_KEYS = [caseKeys.lists(), caseKeys.details(), caseKeys.stats()] as const;

export function invalidateCaseData(queryClient: QueryClient): Promise<void> {
  return Promise.all(CASE_DATA_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
