import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { canSearch, type SubjectCase } from '@/features/privacy/rules';
import type { Paginated } from '@/types/api';

export const SUBJECTS_URL = '/api/privacy/subjects';

export type SubjectSearch = { query: string; page: number; limit: number };

/** GET /api/privacy/subjects?query=&page=&limit=: one page of a person's cases across every company, found as
 * the dashboard's search box finds them, with the total. */
export function getSubjects(search: SubjectSearch): Promise<Paginated<SubjectCase>> {
  return apiGet<Paginated<SubjectCase>>(SUBJECTS_URL, search);
}

export function useSubjects(search: SubjectSearch) {
  return useQuery(
    queryOptions({
      queryKey: [SUBJECTS_URL, search],
      queryFn: () => getSubjects(search),
      enabled: canSearch(search.query),
      placeholderData: keepPreviousData,
    }),
  );
}
