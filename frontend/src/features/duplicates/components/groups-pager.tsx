import { Button, Group, NativeSelect, Text } from '@mantine/core';

import type { Pagination } from '@/types/api';
import { GROUP_PAGE_SIZES, groupsShowingText } from '@/features/duplicates/rules';

const SIZE_OPTIONS = GROUP_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

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
  const total = pagination?.totalItems ?? 0;
  const pages = Math.max(1, pagination?.totalPages ?? 1);
  const hasPrevious = page > 1;
  const hasNext = page < pages;
  return (
    <Group justify="space-between" mt="sm" gap="sm" component="nav" aria-label="Duplicate group pages">
      <Text size="sm" c="dimmed" aria-live="polite">
        {groupsShowingText(page, limit, total)}
      </Text>
      <Group gap="xs" wrap="wrap">
        <NativeSelect
          aria-label="Groups per page"
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
