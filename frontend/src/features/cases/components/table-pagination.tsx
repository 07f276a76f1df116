import { Button, Group, NativeSelect, Text } from '@mantine/core';

import type { Pagination } from '@/types/api';
import { PAGE_SIZES, showingText } from '@/features/cases/rules/table-state';

const SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

/** SPEC §2: First, Previous, Next, Last, "Showing x to y of n", page sizes 25/50/100/250. */
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
  const total = pagination?.totalItems ?? 0;
  const pages = Math.max(1, pagination?.totalPages ?? 1);
  const hasPrevious = pagination?.hasPreviousPage ?? page > 1;
  const hasNext = pagination?.hasNextPage ?? false;
  return (
    <Group justify="space-between" mt="sm" gap="sm" component="nav" aria-label="Pagination">
      <Text size="sm" c="dimmed" aria-live="polite">
        {showingText(pagination?.currentPage ?? page, pagination?.itemsPerPage ?? limit, total)}
      </Text>
      <Group gap="xs" wrap="wrap">
        <NativeSelect
          aria-label="Rows per page"
          data={SIZE_OPTIONS}
          value={String(limit)}
          onChange={(event) => onLimit(Number(event.currentTarget.value))}
          w={84}
          size="xs"
        />
        <Button size="xs" variant="default" onClick={() => onPage(1)} disabled={!hasPrevious}>
          First
        </Button>
        <Button size="xs" variant="default" onClick={() => onPage(page - 1)} disabled={!hasPrevious}>
          Previous
        </Button>
        <Text size="sm">
          Page {page} of {pages}
        </Text>
        <Button size="xs" variant="default" onClick={() => onPage(page + 1)} disabled={!hasNext}>
          Next
        </Button>
        <Button size="xs" variant="default" onClick={() => onPage(pages)} disabled={!hasNext}>
          Last
        </Button>
      </Group>
    </Group>
  );
}
