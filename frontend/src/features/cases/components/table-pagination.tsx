import { Pager } from '@/components/ui/pager';
import type { Pagination } from '@/types/api';
import { PAGE_SIZES } from '@/features/cases/rules/table-state';
import { showingText } from '@/lib/showing-text';

/** guide: screens#pagination: First, Previous, Next, Last, "Showing x to y of n", page sizes 25/50/100/250. */
export function TablePagination({
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
      label="Pagination"
      onPage={onPage}
    />
  );
}
