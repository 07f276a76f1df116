import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { casePagePath, paths } from '@/config/paths';
import { getCasesPageQueryOptions } from '@/features/cases/api/get-cases-page';
import { pageOfSearch, searchWithPage, stepFrom, type Direction } from '@/features/cases/rules/case-page';
import { pageParams, tableStateFromSearch } from '@/features/cases/rules/table-state';
import { usePermissions } from '@/lib/permissions';

/**
 * Next and previous through the list the page was opened from: its filters, search, sort, page size and page come in
 * the page's own search string, so the list query is the dashboard's (read from its cache when the user came from
 * it). A step replaces the history entry, so the browser's Back button returns to the list where the user left it.
 */
export function useCaseNeighbours(caseId: number, search: string) {
  const { canAssignRoles } = usePermissions();
  const page = pageOfSearch(search);
  const params = { ...pageParams(tableStateFromSearch(search), canAssignRoles), page };
  const list = useQuery({ ...getCasesPageQueryOptions(params), placeholderData: undefined });
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const ids = list.data?.data.map((c) => c.id) ?? [];
  const where = { page, totalPages: list.data?.pagination.totalPages ?? 0 };
  const at = ids.indexOf(caseId);

  const go = useCallback(
    async (direction: Direction) => {
      const step = stepFrom(ids, caseId, where, direction);
      if (step === null) return;
      if (step.kind === 'case') {
        void navigate(casePagePath(step.id, search), { replace: true });
        return;
      }
      const next = await queryClient.fetchQuery(getCasesPageQueryOptions({ ...params, page: step.page }));
      const target = step.pick === 'first' ? next.data[0] : next.data[next.data.length - 1];
      if (target)
        void navigate(casePagePath(target.id, searchWithPage(search, step.page)), { replace: true });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- params and where follow from search and the list's data
    [list.data, caseId, search, navigate, queryClient],
  );

  return {
    /** This case's place in the list (1-based) and the list's size; null while unknown or not in the list. */
    position: at === -1 || !list.data ? null : (page - 1) * list.data.pagination.itemsPerPage + at + 1,
    total: list.data?.pagination.totalItems ?? null,
    hasNext: stepFrom(ids, caseId, where, 'next') !== null,
    hasPrevious: stepFrom(ids, caseId, where, 'previous') !== null,
    next: () => void go('next'),
    previous: () => void go('previous'),
    listPath: `${paths.dashboard}${search}`,
  };
}
