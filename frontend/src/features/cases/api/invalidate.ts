import type { QueryClient } from '@tanstack/react-query';

/** SPEC §9: every case mutation refreshes /api/cases, /api/cases/paginated and /api/stats. */
export const CASE_DATA_KEYS = ['/api/cases', '/api/cases/paginated', '/api/stats'] as const;

export function invalidateCaseData(queryClient: QueryClient): Promise<void> {
  return Promise.all(CASE_DATA_KEYS.map((key) => queryClient.invalidateQueries({ queryKey: [key] }))).then(
    () => undefined,
  );
}
