import { Pager } from '@/components/ui/pager';
import { PAGE_SIZES } from '@/lib/page-sizes';
import { showingText } from '@/lib/showing-text';
import type { Pagination } from '@/types/api';

/**
 * guide: screens#pagination: a server-paged case list's pager (the dashboard's, the portal's): First, Previous,
 * Next, Last, "Showing x to y of n", page sizes 25/50/100/250.
 */
export function TablePagination({
  pagination,
  page,
  limit,
  onPage,
  onLimit,
  label = 'Pagination',
}: {
  pagination: Pagination | undefined;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  label?: string;
}) {
  return (
    <Pager
      showing={showingText(
        pagination?.currentPage ?? page,
        pagination?.itemsPerPage ?? limit,
        pagination?.totalItems ?? 0,
      )}
      page={page}
      pages={Math.max(1, pagination?.totalPages ?? 1)}
      hasPrevious={pagination?.hasPreviousPage ?? page > 1}
      hasNext={pagination?.hasNextPage ?? false}
      pageSize={{ limit, sizes: PAGE_SIZES, label: 'Rows per page', onChange: onLimit }}
      label={label}
      onPage={onPage}
    />
  );
}
