import { Pager } from '@/components/ui/pager';
import type { Pagination } from '@/types/api';
import { GROUP_PAGE_SIZES, groupsShowingText } from '@/features/duplicates/rules';

/** The groups list's pager, as the dashboard's: First, Previous, Page x of y, Next, Last, and a page size. */
export function GroupsPager({
  pagination,
  page,
  limit,
  onPage,
  onLimit,
}: {
  pagination: Pagination | undefined;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}) {
  const pages = Math.max(1, pagination?.totalPages ?? 1);
  return (
    <Pager
      showing={groupsShowingText(page, limit, pagination?.totalItems ?? 0)}
      page={page}
      pages={pages}
      hasPrevious={page > 1}
      hasNext={page < pages}
      pageSize={{ limit, sizes: GROUP_PAGE_SIZES, label: 'Groups per page', onChange: onLimit }}
      label="Duplicate group pages"
      onPage={onPage}
    />
  );
}
