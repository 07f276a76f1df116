import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { canSearch, type SubjectCase } from '@/features/privacy/rules';

export const SUBJECTS_URL = '/api/privacy/subjects';

/** GET /api/privacy/subjects?query=: a person's cases across every company. */
export function getSubjects(query: string): Promise<{ data: SubjectCase[] }> {
  return apiGet<{ data: SubjectCase[] }>(SUBJECTS_URL, { query });
}

export function useSubjects(query: string) {
  return useQuery(
    queryOptions({
      queryKey: [SUBJECTS_URL, query],
      queryFn: () => getSubjects(query),
      enabled: canSearch(query),
    }),
  );
}
